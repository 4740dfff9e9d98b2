import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FIXED_EGRESS_CONTEXT, fixedEgressRequested } from '@infra/egress';
import type { PlatformStack } from '@infra/platform-stack';
import { buildPlatform, logicalId } from './platform-template';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

/** Every function of the stack by logical id with its VpcConfig (undefined outside a VPC). */
function vpcConfigs(template: Template): Record<string, { SubnetIds: { Ref: string }[] } | undefined> {
  const functions = template.findResources('AWS::Lambda::Function');
  return Object.fromEntries(Object.entries(functions).map(([id, fn]) => [id, fn.Properties.VpcConfig]));
}

/** The functions that talk to the SII: the two SII workers, and the API functions that check claves by logging in. */
function siiFunctions(stack: PlatformStack) {
  return [stack.jobs.refreshWorker, stack.jobs.clientSyncWorker, stack.graphql.router, stack.rest.handler];
}

describe('fixed egress IP', () => {
  it(`reads the ${FIXED_EGRESS_CONTEXT} context as a boolean or the string 'true' (from -c), off by default`, () => {
    expect(fixedEgressRequested(new App())).toBe(false);
    expect(fixedEgressRequested(new App({ context: { [FIXED_EGRESS_CONTEXT]: 'true' } }))).toBe(true);
    expect(fixedEgressRequested(new App({ context: { [FIXED_EGRESS_CONTEXT]: true } }))).toBe(true);
    expect(fixedEgressRequested(new App({ context: { [FIXED_EGRESS_CONTEXT]: 'false' } }))).toBe(false);
  });

  describe('off (default)', () => {
    const { stack, template } = buildPlatform();

    it('adds no VPC, NAT gateway or Elastic IP, and no IP output', () => {
      for (const type of ['AWS::EC2::VPC', 'AWS::EC2::NatGateway', 'AWS::EC2::EIP', 'AWS::EC2::Subnet'])
        template.resourceCountIs(type, 0);
      expect(Object.keys(template.findOutputs('FixedEgressIp'))).toEqual([]);
      expect(stack.egress).toBeUndefined();
    });

    it('runs every function outside any VPC', () => {
      expect(Object.entries(vpcConfigs(template)).filter(([, config]) => config !== undefined)).toEqual([]);
    });
  });

  describe('on', () => {
    const { stack, template } = buildPlatform({ context: { [FIXED_EGRESS_CONTEXT]: true } });
    const resources = template.toJSON().Resources as Resources;
    const egress = stack.egress!;

    it('adds one VPC with one NAT gateway holding the Elastic IP, and outputs that IP', () => {
      template.resourceCountIs('AWS::EC2::VPC', 1);
      template.resourceCountIs('AWS::EC2::NatGateway', 1);
      template.resourceCountIs('AWS::EC2::EIP', 1);
      const eipId = stack.getLogicalId(egress.ip);
      template.hasResourceProperties('AWS::EC2::NatGateway', {
        AllocationId: { 'Fn::GetAtt': [eipId, 'AllocationId'] },
      });
      expect(template.findOutputs('FixedEgressIp').FixedEgressIp?.Value).toEqual({ 'Fn::GetAtt': [eipId, 'PublicIp'] });
    });

    it('reaches DynamoDB and S3 through gateway endpoints, not the NAT', () => {
      const endpoints = Object.values(resources).filter((r) => r.Type === 'AWS::EC2::VPCEndpoint');
      const services = endpoints.map((endpoint) => JSON.stringify(endpoint.Properties.ServiceName));
      expect(services.some((name) => name.includes('.s3'))).toBe(true);
      expect(services.some((name) => name.includes('.dynamodb'))).toBe(true);
      expect(endpoints.every((endpoint) => endpoint.Properties.VpcEndpointType === 'Gateway')).toBe(true);
    });

    it('puts every function that talks to the SII in private subnets whose internet route is the NAT gateway', () => {
      const configs = vpcConfigs(template);
      const [natId] = Object.keys(template.findResources('AWS::EC2::NatGateway'));
      const routes = Object.values(resources).filter((r) => r.Type === 'AWS::EC2::Route');
      const associations = Object.values(resources).filter((r) => r.Type === 'AWS::EC2::SubnetRouteTableAssociation');
      for (const fn of siiFunctions(stack)) {
        const subnets = configs[logicalId(fn)]?.SubnetIds.map((subnet) => subnet.Ref) ?? [];
        expect(subnets.length, fn.node.path).toBe(2);
        for (const subnet of subnets) {
          expect(resources[subnet]?.Properties.Tags, subnet).toContainEqual({
            Key: 'aws-cdk:subnet-type',
            Value: 'Private',
          });
          const table = associations.find(
            (a) => JSON.stringify(a.Properties.SubnetId) === JSON.stringify({ Ref: subnet }),
          )?.Properties.RouteTableId;
          const internet = routes.find(
            (r) =>
              JSON.stringify(r.Properties.RouteTableId) === JSON.stringify(table) &&
              r.Properties.DestinationCidrBlock === '0.0.0.0/0',
          );
          expect(internet?.Properties.NatGatewayId, subnet).toEqual({ Ref: natId });
        }
      }
    });

    it('leaves the functions that never talk to the SII outside the VPC', () => {
      const configs = vpcConfigs(template);
      for (const fn of [stack.jobs.dispatcher, stack.jobs.clientDbWorker, stack.realtime.handler]) {
        expect(configs[logicalId(fn)], fn.node.path).toBeUndefined();
      }
    });
  });
});
