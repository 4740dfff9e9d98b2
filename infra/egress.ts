import { RemovalPolicy } from 'aws-cdk-lib';
import {
  CfnEIP,
  FlowLogDestination,
  FlowLogTrafficType,
  GatewayVpcEndpointAwsService,
  NatProvider,
  SubnetType,
  Vpc,
} from 'aws-cdk-lib/aws-ec2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionNetwork } from './lambda-function';

/**
 * CDK context key of the fixed egress IP setting (`npx cdk deploy -c radar:fixedEgressIp=true`, or cdk.json's
 * context). Off by default.
 */
export const FIXED_EGRESS_CONTEXT = 'radar:fixedEgressIp';

/** True when the stack's context asks for a fixed egress IP (boolean true, or the string 'true' from `-c`). */
export function fixedEgressRequested(scope: Construct): boolean {
  const value: unknown = scope.node.tryGetContext(FIXED_EGRESS_CONTEXT);
  return value === true || value === 'true';
}

/**
 * One fixed public address for every request to the SII and the TGR, which may filter callers by address: a
 * VPC over two availability zones with public and private subnets and one NAT gateway holding an
 * Elastic IP. Functions placed in `network` (the private subnets) reach the internet only through it; DynamoDB
 * and S3 are reached through gateway endpoints, so their traffic neither leaves from that address nor pays for
 * the NAT.
 */
export class Egress extends Construct {
  readonly vpc: Vpc;
  /** The Elastic IP of the NAT gateway: the address the SII sees. */
  readonly ip: CfnEIP;
  /** Placement for the functions that talk to the SII. */
  readonly network: FunctionNetwork;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.ip = new CfnEIP(this, 'Ip', { domain: 'vpc' });
    this.vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 1,
      natGatewayProvider: NatProvider.gateway({ eipAllocationIds: [this.ip.attrAllocationId] }),
      subnetConfiguration: [
        { name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 },
        { name: 'private', subnetType: SubnetType.PRIVATE_WITH_EGRESS, cidrMask: 22 },
      ],
      // Every flow through the NAT, kept a year: what left from the address the SII sees.
      flowLogs: {
        all: {
          destination: FlowLogDestination.toCloudWatchLogs(
            new LogGroup(this, 'FlowLogs', { retention: RetentionDays.ONE_YEAR, removalPolicy: RemovalPolicy.DESTROY }),
          ),
          trafficType: FlowLogTrafficType.ALL,
        },
      },
      gatewayEndpoints: {
        S3: { service: GatewayVpcEndpointAwsService.S3 },
        DynamoDB: { service: GatewayVpcEndpointAwsService.DYNAMODB },
      },
    });
    this.network = { vpc: this.vpc, vpcSubnets: { subnetType: SubnetType.PRIVATE_WITH_EGRESS } };
  }
}
