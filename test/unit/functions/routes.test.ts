import { keyPolicyAt, routes } from '../../../functions/routes';

describe('the route table', () => {
  it('takes Bearer placeholders on the OpenAI-compatible routes (those an OpenAI SDK calls) and nowhere else', () => {
    const takers = routes.filter((route) => keyPolicyAt(route.path).bearerPlaceholders).map((route) => route.path);
    expect(takers).toEqual(['/api/v1/chat/completions', '/api/v1/models']);
    expect(keyPolicyAt(undefined)).toEqual({ bearerPlaceholders: false });
    expect(keyPolicyAt('/{proxy+}')).toEqual({ bearerPlaceholders: false });
  });
});
