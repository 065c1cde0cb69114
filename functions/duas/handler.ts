import { notImplementedEndpoint } from '../shared/not-implemented';

// Routed and deployed so that the API surface is complete; the endpoint itself is future work.
export const handler = notImplementedEndpoint('/api/v1/duas');
