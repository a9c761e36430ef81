import {describe, expect, it} from 'vitest';
import {repairStrayPercents} from '~/lib/security/malformed-url';

describe('repairStrayPercents', () => {
  it('escapes a "%" that does not start an escape', () => {
    expect(repairStrayPercents('/search?q=%E0%A4%A')).toBe('/search?q=%E0%A4%25A');
    expect(repairStrayPercents('/search?q=%')).toBe('/search?q=%25');
    expect(repairStrayPercents('/%ZZ')).toBe('/%25ZZ');
  });

  it('leaves a well-formed target alone', () => {
    expect(repairStrayPercents('/hi/search?q=%E0%A4%B9')).toBeNull();
    expect(repairStrayPercents('/products/razor?Size=M')).toBeNull();
  });
});
