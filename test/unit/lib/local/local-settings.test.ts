import { localDynamoPort, localRateLimitWindows } from '../../../../lib/local/local-stack';

describe("npm start's settings from its environment", () => {
  it('keeps the windows in the process unless LOCAL_RATE_LIMIT_WINDOWS says the table', () => {
    expect(localRateLimitWindows({})).toBe('process');
    expect(localRateLimitWindows({ LOCAL_RATE_LIMIT_WINDOWS: '' })).toBe('process');
    expect(localRateLimitWindows({ LOCAL_RATE_LIMIT_WINDOWS: 'table' })).toBe('table');
    expect(localRateLimitWindows({ LOCAL_RATE_LIMIT_WINDOWS: 'process' })).toBe('process');
    expect(() => localRateLimitWindows({ LOCAL_RATE_LIMIT_WINDOWS: 'memory' })).toThrow(
      "LOCAL_RATE_LIMIT_WINDOWS must be one of table, process, not 'memory'",
    );
  });

  it("takes dynalite's port from LOCAL_DYNAMODB_PORT, 8642 by default", () => {
    expect(localDynamoPort({})).toBe(8642);
    expect(localDynamoPort({ LOCAL_DYNAMODB_PORT: '0' })).toBe(0);
    expect(() => localDynamoPort({ LOCAL_DYNAMODB_PORT: '70000' })).toThrow(/must be a port number/);
  });
});
