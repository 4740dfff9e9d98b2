import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import { buildSchema } from 'graphql';
import { afterAll } from 'vitest';
import { LAMBDA_ENTRIES } from '@infra/lambda-function';
import { PlatformStack } from '@infra/platform-stack';
import { REPO_ROOT } from '../support/fixtures';

export const SCHEMA_PATH = join(REPO_ROOT, 'schema.graphql');

/** Every stub project and cloud assembly of this test file lives here (each assembly holds ~20 MB of assets). */
const WORK_DIR = mkdtempSync(join(tmpdir(), 'rc-infra-'));
afterAll(() => rmSync(WORK_DIR, { recursive: true, force: true }));

/** A fresh directory under this file's work directory. */
export function workDir(prefix: string): string {
  return mkdtempSync(join(WORK_DIR, prefix));
}

/** 'Query.x' / 'Mutation.y' for every root field of schema.graphql, read with graphql-js directly. */
export function schemaRootKeys(): string[] {
  const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
}

/**
 * A throw-away project root: an empty lock file, the repository's package.json, an empty export per Lambda entry
 * (bundling is skipped, so only their existence counts) and a one-file web build.
 */
function stubProject(): { projectRoot: string; webDistPath: string } {
  const projectRoot = workDir('project-');
  writeFileSync(join(projectRoot, 'package-lock.json'), '{}');
  // Functions with `nodeModules` read the versions to install from the project's package.json.
  writeFileSync(join(projectRoot, 'package.json'), readFileSync(join(REPO_ROOT, 'package.json')));
  for (const entry of Object.values(LAMBDA_ENTRIES)) {
    mkdirSync(dirname(join(projectRoot, entry)), { recursive: true });
    writeFileSync(join(projectRoot, entry), 'export const handler = () => null;\n');
  }
  const webDistPath = join(projectRoot, 'web-dist');
  mkdirSync(webDistPath);
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>Radar Cesiones</title>');
  return { projectRoot, webDistPath };
}

export interface PlatformOptions {
  /** Router map keys; default: every root field of schema.graphql. */
  graphqlHandlerKeys?: Iterable<string>;
  webDistPath?: string;
  /** Extra CDK context, e.g. `{ 'radar:fixedEgressIp': true }`. */
  context?: Record<string, unknown>;
}

/**
 * Builds the stack as `cdk synth` does (the feature flags of cdk.json) but with bundling skipped for every
 * stack (ARCHITECTURE.md practice 8), over stub Lambda entries.
 * @throws whatever the stack throws (missing resolver, missing web build).
 */
export function buildPlatform(options: PlatformOptions = {}): { app: App; stack: PlatformStack; template: Template } {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    outdir: workDir('cdk-out-'),
    context: { ...cdkJson.context, ...options.context, 'aws:cdk:bundling-stacks': [] },
  });
  const stub = stubProject();
  const stack = new PlatformStack(app, 'RadarCesiones', {
    projectRoot: stub.projectRoot,
    schemaPath: SCHEMA_PATH,
    graphqlHandlerKeys: options.graphqlHandlerKeys ?? schemaRootKeys(),
    webDistPath: options.webDistPath ?? stub.webDistPath,
  });
  return { app, stack, template: Template.fromStack(stack) };
}

/** Logical id of a construct's CloudFormation resource (its default child), e.g. a Table or a Function. */
export function logicalId(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

/** The environment variables of the function `pick` names, in the template built with `context`. */
export function functionEnvironment(
  pick: (stack: PlatformStack) => IConstruct,
  context?: Record<string, unknown>,
): Record<string, unknown> {
  const { stack, template } = buildPlatform({ context });
  const resource = template.toJSON().Resources[logicalId(pick(stack))] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return resource.Properties.Environment.Variables;
}

/**
 * Every identity policy of `template` attached to roles, inline (AWS::IAM::Policy) and customer-managed
 * (AWS::IAM::ManagedPolicy): once a role's inline policy passes its size limit, CDK moves the statements past it into
 * managed 'OverflowPolicy' resources attached to the same role, so whoever reads a role's permissions reads both. Each
 * has Properties.Roles and Properties.PolicyDocument.
 */
export function identityPolicies(template: Template): ReturnType<Template['findResources']>[string][] {
  const inline = Object.values(template.findResources('AWS::IAM::Policy'));
  const managed = Object.values(template.findResources('AWS::IAM::ManagedPolicy'));
  return [...inline, ...managed].filter(
    (policy) => (policy.Properties as { Roles?: unknown } | undefined)?.Roles !== undefined,
  );
}

/** One statement of an identity policy, as the template writes it. */
export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** The statements of the identity policies of `fn`'s role, or of every role when no function is given. */
function roleStatements(template: Template, fn?: IFunction): PolicyStatement[] {
  const roleId = fn && logicalId(fn.role as unknown as IConstruct);
  const policies = identityPolicies(template) as {
    Properties: { Roles: unknown[]; PolicyDocument: { Statement: PolicyStatement[] } };
  }[];
  return policies
    .filter((policy) => !roleId || JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/**
 * The statements, of `fn`'s role or of every role, that name `resource` (by logical id, so its ARN, index ARNs and
 * object ARNs all count), conditions included.
 */
export function statementsOn(template: Template, resource: IConstruct, fn?: IFunction): PolicyStatement[] {
  const resourceId = logicalId(resource);
  return roleStatements(template, fn).filter((statement) =>
    JSON.stringify(statement.Resource).includes(`"${resourceId}"`),
  );
}

/** The actions of the Allow statements among `statements`. */
const allowed = (statements: PolicyStatement[]): Set<string> =>
  new Set(
    statements.filter((statement) => statement.Effect === 'Allow').flatMap((statement) => [statement.Action].flat()),
  );

/** Every action the IAM policies of a function's role allow on statements naming a resource ({@link statementsOn}). */
export function allowedActions(template: Template, fn: IFunction, resource: IConstruct): Set<string> {
  return allowed(statementsOn(template, resource, fn));
}

/**
 * Every action the IAM policies of a function's role allow on objects under `prefix` (e.g. 'aec/*') of a bucket:
 * statements naming the bucket whose resources include that object pattern.
 */
export function allowedObjectActions(
  template: Template,
  fn: IFunction,
  bucket: IConstruct,
  prefix: string,
): Set<string> {
  return allowed(
    statementsOn(template, bucket, fn).filter((statement) =>
      JSON.stringify(statement.Resource).includes(`"/${prefix}"`),
    ),
  );
}
