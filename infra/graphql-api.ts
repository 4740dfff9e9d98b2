import { readFileSync } from 'node:fs';
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as appsync from 'aws-cdk-lib/aws-appsync';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';
import { assertEveryFieldHandled, listRootFields, resolverKey } from './schema-fields';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '@lambdas/platform/request-limits';
import { grantObjects, grantTableItems } from './narrow-grants';
import { answerHeadersCode } from './graphql-answer-headers';
import type { SiiCertificateAuthorities } from './sii-certificate-authorities';

export interface GraphqlApiProps {
  source: LambdaSource;
  /** Absolute path of schema.graphql. */
  schemaPath: string;
  /** Keys of the router's resolvers map (lambdas/graphql/resolvers.ts), e.g. 'Query.empresasUsuario'. */
  handlerKeys: Iterable<string>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Tables the router reads. */
  readTables: readonly ITable[];
  /** The documents bucket: the router reads stored AECs (aec/*) and writes and signs the DTE PDFs (pdf/*). */
  documents: IBucket;
  /**
   * VPC placement when SII traffic must leave from the fixed egress IP (infra/egress.ts): the router checks newly
   * entered claves with a real SII login. None by default.
   */
  network?: FunctionNetwork;
  /**
   * The certification authorities 'Firma Digital' accepts, as a layer the router reads them from
   * (infra/sii-certificate-authorities.ts); none refuses every certificate upload.
   */
  certificateAuthorities?: SiiCertificateAuthorities;
}

/**
 * The AppSync API of schema.graphql behind the Cognito user pool: one router Lambda
 * (lambdas/graphql/handler.ts) as direct Lambda data source, called by one pipeline function, and one pipeline
 * resolver for every Query and Mutation field (ARCHITECTURE.md practice 2) whose code adds the APIs' answer headers
 * (infra/graphql-answer-headers.ts).
 * @throws MissingResolverError when a root field of the schema has no key in the router's map.
 */
export class GraphqlApi extends Construct {
  readonly api: appsync.GraphqlApi;
  readonly router: PlatformFunction;

  constructor(scope: Construct, id: string, props: GraphqlApiProps) {
    super(scope, id);
    const fields = listRootFields(readFileSync(props.schemaPath, 'utf8'));
    assertEveryFieldHandled(fields, props.handlerKeys);

    this.api = new appsync.GraphqlApi(this, 'Api', {
      name: 'radar-cesiones',
      definition: appsync.Definition.fromFile(props.schemaPath),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: appsync.AuthorizationType.USER_POOL,
          userPoolConfig: { userPool: props.userPool, appIdClientRegex: props.userPoolClient.userPoolClientId },
        },
      },
      // The same limits the local host applies (infra/local/graphql-limits.ts).
      queryDepthLimit: GRAPHQL_QUERY_DEPTH_LIMIT,
      resolverCountLimit: GRAPHQL_RESOLVER_COUNT_LIMIT,
      // Request logs (one per request, with its latency and errors) and resolver errors; never the variables or
      // answers.
      logConfig: {
        fieldLogLevel: appsync.FieldLogLevel.ERROR,
        excludeVerboseContent: true,
        retention: RetentionDays.ONE_YEAR,
      },
      xrayEnabled: true,
    });
    // The retention of AppSync's log group is set by CDK's log-retention function, a singleton at the stack's root.
    const stack = Stack.of(this);
    for (const retention of stack.node.children.filter((child) => child.node.id.startsWith('LogRetention'))) {
      const reason =
        "CDK's log-retention function (sets the retention of AppSync's log group): its policy and grants are aws-cdk-lib's";
      Validations.of(retention).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason,
        },
        { id: 'AwsSolutions-IAM5[Resource::*]', reason },
      );
    }
    Validations.of(this.api).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSAppSyncPushToCloudWatchLogs]',
        reason: "AppSync's logging role only writes this API's logs to CloudWatch Logs",
      },
      {
        id: 'AwsSolutions-ASC3',
        reason:
          'Request logs are on; their verbose content is excluded because it holds the Authorization header (id tokens) and the arguments (claves, certificates)',
      },
    );
    this.router = new PlatformFunction(this, 'Router', {
      source: props.source,
      entry: LAMBDA_ENTRIES.graphql,
      description: 'GraphQL router: fieldName -> service (schema.graphql)',
      nodeModules: ['pdfkit'],
      network: props.network,
      layers: props.certificateAuthorities && [props.certificateAuthorities.layer],
      config: props.certificateAuthorities && { siiCertificateAuthoritiesFile: props.certificateAuthorities.file },
    });
    for (const table of props.readTables) grantTableItems(this.router, table, 'read');
    // Presigned URLs act with the signer's permissions, so the router must read what it signs.
    // Extracts of an AEC up to the holder's cesión (aecFiles, lambdas/services/documents/stored-aec.ts) are written and
    // signed too, and so are the supporting files of 'Firma Digital' (services/credentials/certificate-attachments.ts).
    grantObjects(this.router, props.documents, {
      read: ['aec/*', 'pdf/*', 'aec-link/*', 'firma-digital/*'],
      write: ['pdf/*', 'aec-link/*', 'firma-digital/*'],
      // A replaced or deleted certificate's supporting files go with it.
      remove: ['firma-digital/*'],
    });

    const dataSource = this.api.addLambdaDataSource('RouterSource', this.router);
    Validations.of(dataSource).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.router.node.defaultChild as CfnElement)}.Arn>:*]`,
      reason: "The data source may invoke the router's versions and aliases (CDK's Lambda data source grant)",
    });
    // No code on the function: AppSync hands the router the whole field context (a direct Lambda function).
    const routerFunction = dataSource.createFunction('RouterFunction', { name: 'router' });
    const code = answerHeadersCode();
    for (const field of fields) {
      this.api.createResolver(resolverKey(field).replace('.', ''), {
        typeName: field.typeName,
        fieldName: field.fieldName,
        pipelineConfig: [routerFunction],
        runtime: appsync.FunctionRuntime.JS_1_0_0,
        code,
      });
    }
  }
}
