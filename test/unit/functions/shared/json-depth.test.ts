import { nestsDeeperThan } from '../../../../functions/shared/json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"text":"[[[[[[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"text":"a \\" [[[[ \\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(5_700)}${']'.repeat(5_700)}`, 64)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).toBe(false);
    // Siblings do not add up: depth, not count.
    expect(nestsDeeperThan(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });
});
