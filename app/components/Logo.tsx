import {useEffect, useRef, useState} from 'react';

interface LogoProps {
  src: string;
  width: number;
  height: number;
  name: string;
}

/** The brand logo; if the image fails (even before hydration) the brand name shows instead. */
export function Logo({src, width, height, name}: LogoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return <span className="text-xl font-bold tracking-wide">{name}</span>;
  }
  return (
    <img
      ref={image}
      src={src}
      width={width}
      height={height}
      // The link around it is named ("Quitbee home", in the page's language); a second name would be read twice.
      alt=""
      onError={() => setFailed(true)}
      className="brand-logo h-7 w-auto sm:h-8"
    />
  );
}
