import {CloseIcon} from '~/components/icons';

/**
 * The title row of the cart drawer and of its offers panel. Focus starts on the close
 * button, so keyboard and screen-reader users land inside what just opened.
 */
export function PanelHeader({
  titleId,
  title,
  closeLabel,
  onClose,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between border-b border-foreground/10 px-5 py-4">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        autoFocus
        className="rounded-full p-2 hover:bg-foreground/5"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
