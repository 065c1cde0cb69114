import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';

/** Confines a function to the items of `table` whose partition key starts with `prefix` (its own records). */
export function grantKeyedAccess(fn: lambda.IFunction, table: dynamodb.ITable, prefix: string, actions: string[]): void {
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions,
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } },
    }),
  );
}
