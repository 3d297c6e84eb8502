import { describe, expect, it } from 'vitest';
import { booleanToYn, dttmToInput, inputToDttm, ynToBoolean } from './form-formats';

describe('console form formats', () => {
  it('shows a Korean moment in a datetime-local input and reads it back, formatting twice harmlessly', () => {
    expect(dttmToInput('20261125093000')).toBe('2026-11-25T09:30');
    expect(dttmToInput(dttmToInput('20261125093000'))).toBe('2026-11-25T09:30');
    expect(inputToDttm('2026-11-25T09:30')).toBe('20261125093000');
    expect(dttmToInput(null)).toBe('');
    expect(dttmToInput('2026-11-25')).toBe('');
    expect(inputToDttm('')).toBeNull();
  });

  it('turns Y/N flags into a switch and back', () => {
    expect([ynToBoolean('Y'), ynToBoolean('N'), ynToBoolean(undefined)]).toEqual([true, false, false]);
    expect([booleanToYn(true), booleanToYn(false)]).toEqual(['Y', 'N']);
  });
});
