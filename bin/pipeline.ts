/**
 * The delivery pipeline's CDK app, apart from the API's (bin/app.ts): `npm run pipeline -- deploy
 * -c connectionArn=… -c repository=owner/name [-c branch=main] [-c productionStage=true]` (docs/operations.md).
 */
import { App } from 'aws-cdk-lib';
import { pipelineSettingsOf } from '../lib/pipeline-settings';
import { PipelineStack } from '../lib/pipeline-stack';

const app = new App();
const settings = pipelineSettingsOf((key) => app.node.tryGetContext(key));
new PipelineStack(app, 'IslamicApiPipeline', { env: { account: settings.account, region: settings.region }, settings });
