import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { IVpc, SubnetSelection } from 'aws-cdk-lib/aws-ec2';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  Runtime,
  Tracing,
  type ILayerVersion,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { toConfigEnv, type ServerConfig } from '@lambdas/platform/config';

/** Entry files of the platform Lambdas, relative to the project root; each exports `handler`. */
export const LAMBDA_ENTRIES = {
  graphql: 'lambdas/graphql/handler.ts',
  rest: 'lambdas/rest/handler.ts',
  realtime: 'lambdas/realtime/handler.ts',
  dispatch: 'lambdas/jobs/dispatch-handler.ts',
  worker: 'lambdas/jobs/worker-handler.ts',
  mailEvents: 'lambdas/mail-events/handler.ts',
  consultaPrevia: 'lambdas/consulta-previa/handler.ts',
  alertDigest: 'lambdas/jobs/alert-digest-handler.ts',
  monthlyReport: 'lambdas/jobs/monthly-report-handler.ts',
  migrateCompanyFiles: 'lambdas/jobs/migrate-company-files-handler.ts',
  membershipBackfill: 'lambdas/jobs/membership-backfill-handler.ts',
} as const;

/** Where a Lambda runs inside a VPC (infra/egress.ts): the network and the subnets of its interfaces. */
export interface FunctionNetwork {
  vpc: IVpc;
  vpcSubnets: SubnetSelection;
}

/** Where the Lambda sources live and the server configuration every platform Lambda shares. */
export interface LambdaSource {
  /** Folder holding package-lock.json and lambdas/ (the repository root). */
  projectRoot: string;
  /** Server configuration (deploy-time tokens), handed to each Lambda as environment variables (toConfigEnv). */
  config: ServerConfig;
}

export interface PlatformFunctionProps {
  source: LambdaSource;
  /** Entry file relative to the project root, exporting `handler`. */
  entry: (typeof LAMBDA_ENTRIES)[keyof typeof LAMBDA_ENTRIES];
  description: string;
  /** Default 30 seconds. */
  timeout?: Duration;
  /** MB; default 512. */
  memorySize?: number;
  /** Settings this Lambda adds to the shared configuration (e.g. the WebSocket management endpoint). */
  config?: Partial<ServerConfig>;
  /**
   * Packages installed beside the bundle instead of bundled, for those that read their own files at run time
   * (pdfkit loads its font metrics from its package folder; sql.js its WebAssembly file).
   */
  nodeModules?: string[];
  /** The VPC placement of a function whose traffic must leave from the fixed egress IP; default none (no VPC). */
  network?: FunctionNetwork;
  /** Layers whose files the function reads under /opt (the accepted certification authorities); default none. */
  layers?: ILayerVersion[];
}

/**
 * A platform Lambda with the house defaults: Node.js 24 (the newest Lambda runtime of the CDK) on ARM64, bundled as
 * ESM by the local esbuild (never Docker; ARCHITECTURE.md gotchas), source maps on, X-Ray active tracing, logs kept
 * one month in Lambda's JSON format (each console line becomes one JSON record with level, time and request id;
 * the handlers log no credentials, tokens or document contents).
 * @throws ValidationError (CDK) when the entry file does not exist.
 */
export class PlatformFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: PlatformFunctionProps) {
    const { projectRoot, config } = props.source;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: join(projectRoot, props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      description: props.description,
      timeout: props.timeout ?? Duration.seconds(30),
      memorySize: props.memorySize ?? 512,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      tracing: Tracing.ACTIVE,
      vpc: props.network?.vpc,
      vpcSubnets: props.network?.vpcSubnets,
      layers: props.layers,
      environment: { ...toConfigEnv({ ...config, ...props.config }), NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // CommonJS dependencies bundled into an ES module still call require().
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        nodeModules: props.nodeModules,
      },
    });
    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "Lambda's basic execution policy only lets the function write its own logs (CreateLogStream, PutLogEvents)",
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords take no resource ARN',
      },
    );
    if (props.network) {
      Validations.of(this).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole]',
        reason: "Lambda's VPC access policy only manages the function's network interfaces in the egress VPC",
      });
    }
  }
}
