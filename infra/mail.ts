import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { ServerConfig } from '@lambdas/platform/config';
import { LAMBDA_ENTRIES, PlatformFunction, type LambdaSource } from './lambda-function';
import { grantTableItems } from './narrow-grants';

/**
 * CDK context key of the From address of every e-mail (`-c radar:mailFrom='Radar Cesiones <no-responder@dominio.cl>'`).
 */
export const MAIL_FROM_CONTEXT = 'radar:mailFrom';

/** The From address when the context does not give one. */
export const DEFAULT_MAIL_FROM = 'Radar Cesiones <no-responder@radarcesiones.cl>';

/** The domain of a From address ('Nombre <a@b.cl>' or 'a@b.cl' -> 'b.cl'). @throws Error when it has none. */
export function mailDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  if (!match) throw new Error(`Dirección de remitente sin dominio: ${from}`);
  return match[1]!;
}

export interface MailProps {
  /** The From address (a verified SES identity is created for its domain). */
  from: string;
  /** Delivery records (lambdas/store/tables.ts `mails`). */
  mails: ITable;
  /** The suppression list (`mailSuppressions`). */
  suppressions: ITable;
}

/**
 * E-mail on AWS: the SES identity of the From domain (Easy DKIM; its DNS records are published by
 * whoever holds the domain), a configuration set that also honours the account's suppression list, and its
 * bounce, complaint, delivery and reject events published to an SNS topic. {@link handleEvents} subscribes the
 * function that feeds the platform's suppression list and delivery records; {@link allowSending} lets a function
 * send (SES, the records, the suppression list). `settings` is the `mail` section of the server configuration.
 */
export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;
  readonly events: Topic;
  readonly settings: NonNullable<ServerConfig['mail']>;
  /** Present once {@link handleEvents} ran. */
  eventsHandler?: PlatformFunction;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: MailProps,
  ) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(mailDomain(props.from)),
      configurationSet: this.configurationSet,
    });
    this.events = new Topic(this, 'Events', { displayName: 'Radar Cesiones: eventos de correo SES', enforceSSL: true });
    this.configurationSet.addEventDestination('ToSns', {
      destination: EventDestination.snsTopic(this.events),
      events: [
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.REJECT,
      ],
    });
    this.settings = { from: props.from, ses: { configurationSet: this.configurationSet.configurationSetName } };
  }

  /**
   * Subscribes the events function (lambdas/mail-events/handler.ts) to the topic: it reads and updates
   * the delivery records and writes the suppression list. Called once, after the shared configuration exists.
   */
  handleEvents(source: LambdaSource): PlatformFunction {
    const fn = new PlatformFunction(this, 'EventsHandler', {
      source,
      entry: LAMBDA_ENTRIES.mailEvents,
      description: 'SES bounces and complaints to the suppression list, delivery states to the mail records',
      timeout: Duration.seconds(30),
    });
    grantTableItems(fn, this.props.mails, 'readWrite');
    grantTableItems(fn, this.props.suppressions, 'write');
    this.events.addSubscription(new LambdaSubscription(fn));
    this.eventsHandler = fn;
    return fn;
  }

  /**
   * Lets each function send e-mail: SES SendEmail through the identity and configuration set, write records, read the
   * suppression list.
   */
  allowSending(...functions: IGrantable[]): void {
    for (const fn of functions) {
      this.identity.grantSendEmail(fn);
      Grant.addToPrincipal({
        grantee: fn,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resourceArns: [
          Stack.of(this).formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      });
      grantTableItems(fn, this.props.mails, 'write');
      grantTableItems(fn, this.props.suppressions, 'read');
    }
  }
}
