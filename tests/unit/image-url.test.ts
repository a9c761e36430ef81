import {describe, expect, it} from 'vitest';
import {fetchedFirst, imageUrl, imageUrlFor} from '~/lib/ui/image-url';

describe('image URLs at a size', () => {
  it('asks Shopify’s CDN for the size and crop, as Hydrogen’s loader does', () => {
    expect(
      imageUrl({src: 'https://cdn.shopify.com/s/files/1/razor.jpg', width: 400, height: 400, crop: 'center'}),
    ).toBe('https://cdn.shopify.com/s/files/1/razor.jpg?width=400&height=400&crop=center');
  });

  it('keeps the parameters the URL already has (the CDN’s version stamp)', () => {
    expect(imageUrl({src: 'https://cdn.shopify.com/s/files/1/razor.jpg?v=1712', width: 200})).toBe(
      'https://cdn.shopify.com/s/files/1/razor.jpg?v=1712&width=200',
    );
    expect(imageUrl({src: 'https://cdn.shopify.com/razor.jpg?', width: 200})).toBe(
      'https://cdn.shopify.com/razor.jpg?width=200',
    );
  });

  it('writes whole pixels, and the parameters before a fragment', () => {
    expect(imageUrl({src: 'https://cdn.shopify.com/razor.jpg#front', width: 199.6, height: 133.3})).toBe(
      'https://cdn.shopify.com/razor.jpg?width=200&height=133#front',
    );
  });

  it('leaves a URL without a size as it is, and gives nothing for no URL', () => {
    expect(imageUrl({src: 'https://cdn.shopify.com/razor.jpg'})).toBe('https://cdn.shopify.com/razor.jpg');
    expect(imageUrl({src: undefined, width: 100})).toBe('');
  });
});

describe('the loader for one picture', () => {
  const square = {width: 1000, height: 1000};
  const src = 'https://cdn.shopify.com/s/files/1/razor.jpg?v=1712';

  it('asks for the width alone where the picture already has the shape asked for', () => {
    const loader = imageUrlFor(square);
    expect(loader({src, width: 400, height: 400, crop: 'center'})).toBe(`${src}&width=400`);
    expect(imageUrlFor({width: 1200, height: 800})({src, width: 600, height: 400, crop: 'center'})).toBe(
      `${src}&width=600`,
    );
  });

  it('still crops a picture whose shape differs from the box', () => {
    expect(imageUrlFor({width: 1200, height: 800})({src, width: 400, height: 400, crop: 'center'})).toBe(
      `${src}&width=400&height=400&crop=center`,
    );
    expect(imageUrlFor({width: 1000, height: 1020})({src, width: 400, height: 400, crop: 'center'})).toBe(
      `${src}&width=400&height=400&crop=center`,
    );
  });

  it('crops as Hydrogen does when the picture’s size is not known', () => {
    for (const source of [null, undefined, {}, {width: 1000, height: null}]) {
      expect(imageUrlFor(source)({src, width: 400, height: 400, crop: 'center'})).toBe(
        `${src}&width=400&height=400&crop=center`,
      );
    }
  });

  it('gives a picture of the same shape the same loader, so Hydrogen keeps its srcset between renders', () => {
    expect(imageUrlFor({width: 800, height: 800})).toBe(imageUrlFor(square));
    expect(imageUrlFor({width: 1200, height: 800})).not.toBe(imageUrlFor(square));
  });

  it('asks for a width alone as it is', () => {
    expect(imageUrlFor(square)({src, width: 300})).toBe(`${src}&width=300`);
  });
});

describe('a picture fetched first', () => {
  it('carries the lowercase fetchpriority attribute only when it is the one to fetch first', () => {
    expect(fetchedFirst(true)).toEqual({fetchpriority: 'high'});
    expect(fetchedFirst(false)).toEqual({});
  });
});
