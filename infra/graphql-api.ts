import { readFileSync } from 'node:fs';
import * as appsync from 'aws-cdk-lib/aws-appsync';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LAMBDA_ENTRIES, PlatformFunction, type FunctionNetwork, type LambdaSource } from './lambda-function';
import { assertEveryFieldHandled, listRootFields, resolverKey } from './schema-fields';
import { GRAPHQL_QUERY_DEPTH_LIMIT, GRAPHQL_RESOLVER_COUNT_LIMIT } from '../lambdas/platform/request-limits';

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
}

/**
 * The AppSync API of schema.graphql behind the Cognito user pool: one router Lambda
 * (lambdas/graphql/handler.ts) as direct Lambda data source, and one resolver for every Query and Mutation field
 * (ARCHITECTURE.md practice 2).
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
    });
    this.router = new PlatformFunction(this, 'Router', {
      source: props.source,
      entry: LAMBDA_ENTRIES.graphql,
      description: 'GraphQL router: fieldName -> service (schema.graphql)',
      nodeModules: ['pdfkit'],
      network: props.network,
    });
    for (const table of props.readTables) table.grantReadData(this.router);
    // Presigned URLs act with the signer's permissions, so the router must read what it signs.
    props.documents.grantRead(this.router, 'aec/*');
    props.documents.grantReadWrite(this.router, 'pdf/*');
    // Extracts of an AEC up to the holder's cesión (aecFiles, lambdas/documents/stored-aec.ts).
    props.documents.grantReadWrite(this.router, 'aec-link/*');

    const dataSource = this.api.addLambdaDataSource('RouterSource', this.router);
    for (const field of fields) {
      dataSource.createResolver(resolverKey(field).replace('.', ''), {
        typeName: field.typeName,
        fieldName: field.fieldName,
      });
    }
  }
}
