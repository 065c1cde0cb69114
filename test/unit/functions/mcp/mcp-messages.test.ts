import type { APIGatewayProxyEvent } from 'aws-lambda';
import { invalidParamsOf, MAX_MCP_BATCH, mcpMessageCount } from '../../../../functions/mcp/mcp-messages';

const event = (body: string | null, isBase64Encoded = false) => ({ body, isBase64Encoded }) as APIGatewayProxyEvent;
const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'qibla', arguments: { lat: 0, lng: 0 } } });

describe('mcpMessageCount', () => {
  it('counts a batch as its messages, and anything else as one', () => {
    expect(mcpMessageCount(event(JSON.stringify([call(1), call(2), call(3)])))).toBe(3);
    expect(mcpMessageCount(event(Buffer.from(JSON.stringify([call(1), call(2)])).toString('base64'), true))).toBe(2);
    expect(mcpMessageCount(event(JSON.stringify(call(1))))).toBe(1);
    expect(mcpMessageCount(event(null))).toBe(1);
    expect(mcpMessageCount(event('[not json'))).toBe(1);
    expect(mcpMessageCount(event('[]'))).toBe(1);
    // Past the cap the batch is refused as one request (a 400), before its messages are read.
    expect(mcpMessageCount(event(JSON.stringify(Array.from({ length: MAX_MCP_BATCH + 1 }, (_, i) => call(i)))))).toBe(1);
  });
});

describe('invalidParamsOf', () => {
  it('answers InvalidParams naming the field for params that do not fit the method, nothing otherwise', () => {
    expect(invalidParamsOf({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'qibla', arguments: [1, 2] } })).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: {
        code: -32602,
        message: "Invalid params of 'tools/call': 'params.arguments' expected an object of named values, received array",
      },
    });
    expect(invalidParamsOf(call(5))).toBeUndefined();
    // Notifications, unknown methods and non-objects are the SDK's to answer.
    expect(invalidParamsOf({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    expect(invalidParamsOf({ jsonrpc: '2.0', id: 1, method: 'no/such' })).toBeUndefined();
    expect(invalidParamsOf([call(1)])).toBeUndefined();
  });
});
