import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AdjuntoFirma, CertificadoDigitalFacts } from '@domain/credentials/certificado-digital';
import type { ClaveEstado, ClaveSii } from '@domain/credentials/clave-sii';
import type { FactoringScope } from '../platform/factoring-scope';
import { SealerUnavailableError, type SealedSecret, type Sealer } from '../platform/sealing/sealer';
import type { CertificateCredential, ClaveCredential } from '../platform/sii-credentials';
import { batchGetAll } from './batch-get';
import { isConditionFailure } from './condition-failure';

/** Whose clave: the factoring's authorized user (registry, RPETC) or a client company enrolled by the factoring. */
export type ClaveSubject = { kind: 'registro' } | { kind: 'cliente'; rutCliente: string };

/** A supporting file of the certificate: its name and size, and its key in the documents bucket. */
export interface StoredAdjunto extends AdjuntoFirma {
  key: string;
}

/**
 * The public facts of the stored digital certificate, who uploaded it (e-mail, or username), and its supporting files
 * (absent on a certificate stored before they existed).
 */
export interface CertificateInfo extends CertificadoDigitalFacts {
  cargadoPor: string;
  adjuntos?: StoredAdjunto[];
}

/** The public facts of a stored clave: whose it is, how its last login went, and who entered it. */
export interface ClaveInfo extends ClaveSii {
  registradaPor: string | null;
  /** A clave is kept (false when only a refused attempt was recorded: the enroller never stores a wrong clave). */
  claveGuardada: boolean;
}

/** A client company's clave as the client list sees it. */
export interface ClientCredentialInfo extends ClaveInfo {
  rutCliente: string;
}

/** A clave opened for a login, with the estado of its last one. */
export interface OpenedClave extends ClaveCredential {
  estado: ClaveEstado;
}

/** An item's sealed secret, read only to open it, with the clave facts that go with an opened clave. */
interface SecretItem {
  secreto: SealedSecret;
  rutUsuario: string;
  estado: ClaveEstado;
}

/** Sort key of the certificate item. */
const CERTIFICATE_SK = 'certificado';

/** Sort key prefix of the client items. */
const CLIENT_SK_PREFIX = 'cliente#';

/** The attributes of each item kind that the API may read; the sealed `secreto` is never among them. */
const CERTIFICATE_PUBLIC = [
  'nombre',
  'titular',
  'rutTitular',
  'rutFirmante',
  'emisor',
  'validoDesde',
  'validoHasta',
  'serie',
  'cargadoEn',
  'cargadoPor',
  'adjuntos',
] as const;
const CLAVE_PUBLIC = [
  'rutUsuario',
  'estado',
  'mensaje',
  'verificadaEn',
  'registradaEn',
  'registradaPor',
  'claveGuardada',
] as const;

/** The sort key of a clave item: 'registro' or 'cliente#{rutCliente}'. */
function claveSk(subject: ClaveSubject): string {
  return subject.kind === 'registro' ? 'registro' : `${CLIENT_SK_PREFIX}${subject.rutCliente}`;
}

/** A ProjectionExpression over `names` with placeholders (several are DynamoDB reserved words). */
function projection(names: readonly string[]): {
  ProjectionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
} {
  return {
    ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#p${i}`, name])),
  };
}

/**
 * The `credentials` table (lambdas/store/tables.ts: pk rutFactoring, sk 'certificado' | 'registro' |
 * 'cliente#{rutCliente}'): the SII credentials each factoring entered. Every item holds public
 * facts and, in `secreto`, the secret sealed by the {@link Sealer} with the context {rutFactoring, sk} (certificate:
 * the PFX bytes and its password; clave: the clave). The info and list methods project the public attributes in the
 * read itself, so the sealed part never leaves DynamoDB for them; only open* decrypt, for the code that talks to
 * the SII. Every method acts for the verified factoring of its scope (its own items and its clients' claves), never a
 * bare RUT. Nothing here logs.
 */
export class CredentialRepository {
  /**
   * @param sealer the configured sealer (lambdas/platform/sealing/create-sealer.ts); null when none is configured,
   *   then storing or opening a secret throws SealerUnavailableError (reading public facts still works).
   */
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly sealer: Sealer | null,
  ) {}

  /**
   * Stores the scope's factoring's certificate with its public facts, replacing any previous one.
   * @param certificate the checked facts (lambdas/sii/certificate/check-certificate.ts) and the file and password.
   * @throws SealerUnavailableError without a sealer; sealer and SDK errors.
   */
  async putCertificate(
    { rutFactoring }: FactoringScope,
    certificate: CertificateInfo & CertificateCredential,
  ): Promise<void> {
    const { pfx, password, ...info } = certificate;
    const plain = Buffer.from(JSON.stringify({ pfx: Buffer.from(pfx).toString('base64'), password }), 'utf8');
    const secreto = await this.seal(plain, rutFactoring, CERTIFICATE_SK);
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { rutFactoring, sk: CERTIFICATE_SK, ...info, secreto } }),
    );
  }

  /** The public facts of the scope's factoring's certificate, or null when none is stored. */
  async getCertificateInfo({ rutFactoring }: FactoringScope): Promise<CertificateInfo | null> {
    const item = await this.getPublic(rutFactoring, CERTIFICATE_SK, CERTIFICATE_PUBLIC);
    return item ? (item as unknown as CertificateInfo) : null;
  }

  /** Deletes the scope's factoring's certificate. @returns false when there was none. */
  async deleteCertificate({ rutFactoring }: FactoringScope): Promise<boolean> {
    try {
      await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { rutFactoring, sk: CERTIFICATE_SK },
          ConditionExpression: 'attribute_exists(sk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The scope's factoring's certificate file and password, decrypted; only for the code that talks to the SII.
   * @returns null when none is stored.
   * @throws SealerUnavailableError without a sealer; SealedSecretError when the sealed value does not open.
   */
  async openCertificate({ rutFactoring }: FactoringScope): Promise<CertificateCredential | null> {
    const item = await this.getSecret(rutFactoring, CERTIFICATE_SK);
    if (!item) return null;
    const plain = await this.open(item.secreto, rutFactoring, CERTIFICATE_SK);
    try {
      const { pfx, password } = JSON.parse(Buffer.from(plain).toString('utf8')) as { pfx: string; password: string };
      return { pfx: Buffer.from(pfx, 'base64'), password };
    } finally {
      plain.fill(0);
    }
  }

  /**
   * Stores a clave of the scope's factoring or one of its clients (replacing the item: a new clave starts over) with
   * its public facts, after a successful login check. For a client, rutUsuario is the company itself.
   * @throws SealerUnavailableError without a sealer; sealer and SDK errors.
   */
  async putClave(
    { rutFactoring }: FactoringScope,
    subject: ClaveSubject,
    clave: ClaveCredential & {
      estado: ClaveEstado;
      verificadaEn: string | null;
      registradaEn: string;
      registradaPor: string;
    },
  ): Promise<void> {
    const sk = claveSk(subject);
    const { clave: secret, ...facts } = clave;
    const secreto = await this.seal(Buffer.from(secret, 'utf8'), rutFactoring, sk);
    const item = {
      rutFactoring,
      sk,
      ...(subject.kind === 'cliente' ? { rutCliente: subject.rutCliente } : {}),
      ...facts,
      claveGuardada: true,
      secreto,
    };
    await this.doc.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }

  /**
   * Records the outcome of a login, keeping the sealed clave ('Error Password' makes {@link openClave}'s callers stop
   * using it; 'Activo' removes the message). For a client with no item yet (the enroller refused a wrong clave) it
   * creates one without a clave, so the client list shows the refusal; for the registry it records only over a
   * stored clave.
   * @param outcome mensaje null for 'Activo'; verificadaEn ISO instant of the login.
   */
  async recordEstado(
    { rutFactoring }: FactoringScope,
    subject: ClaveSubject,
    outcome: { estado: ClaveEstado; mensaje: string | null; verificadaEn: string },
  ): Promise<void> {
    const names: Record<string, string> = {
      '#estado': 'estado',
      '#verificadaEn': 'verificadaEn',
      '#mensaje': 'mensaje',
    };
    const values: Record<string, unknown> = { ':estado': outcome.estado, ':verificadaEn': outcome.verificadaEn };
    const sets = ['#estado = :estado', '#verificadaEn = :verificadaEn'];
    if (outcome.mensaje) {
      sets.push('#mensaje = :mensaje');
      values[':mensaje'] = outcome.mensaje;
    }
    if (subject.kind === 'cliente') {
      Object.assign(names, {
        '#rutCliente': 'rutCliente',
        '#rutUsuario': 'rutUsuario',
        '#claveGuardada': 'claveGuardada',
      });
      Object.assign(values, { ':rutCliente': subject.rutCliente, ':no': false });
      sets.push(
        '#rutCliente = if_not_exists(#rutCliente, :rutCliente)',
        '#rutUsuario = if_not_exists(#rutUsuario, :rutCliente)',
        '#claveGuardada = if_not_exists(#claveGuardada, :no)',
      );
    }
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { rutFactoring, sk: claveSk(subject) },
          UpdateExpression: `SET ${sets.join(', ')}${outcome.mensaje ? '' : ' REMOVE #mensaje'}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ...(subject.kind === 'registro' ? { ConditionExpression: 'attribute_exists(sk)' } : {}),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /** The public facts of a clave of the scope's factoring, or null when nothing is recorded for it. */
  async getClaveInfo({ rutFactoring }: FactoringScope, subject: ClaveSubject): Promise<ClaveInfo | null> {
    const item = await this.getPublic(rutFactoring, claveSk(subject), CLAVE_PUBLIC);
    return item ? claveInfo(item) : null;
  }

  /**
   * Which of `rutFactorings` enrolled `rutCliente` as a client company (a clave item recorded for it, refused or not,
   * as {@link listClients} lists them). A read across factorings that answers only their RUTs, never a clave or its
   * facts: whether the RUT's shared judicial records still serve another factoring's nightly watch
   * (lambdas/services/judicial/forget-judicial-rut.ts).
   * @throws the SDK's error.
   */
  async enrolledBy(rutCliente: string, rutFactorings: readonly string[]): Promise<string[]> {
    const sk = claveSk({ kind: 'cliente', rutCliente });
    const keys = rutFactorings.map((rutFactoring) => ({ rutFactoring, sk }));
    const found = await batchGetAll(this.doc, this.tableName, keys, ['rutFactoring']);
    return found.map((item) => String(item.rutFactoring));
  }

  /**
   * The claves of the scope's factoring's client companies (public facts only), in RUT order of their sort keys: one
   * paginated Query of the partition's 'cliente#' keys.
   */
  async listClients({ rutFactoring }: FactoringScope): Promise<ClientCredentialInfo[]> {
    const clients: ClientCredentialInfo[] = [];
    const { ProjectionExpression, ExpressionAttributeNames } = projection([...CLAVE_PUBLIC, 'rutCliente']);
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'rutFactoring = :r AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':r': rutFactoring, ':prefix': CLIENT_SK_PREFIX },
          ProjectionExpression,
          ExpressionAttributeNames,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) clients.push({ rutCliente: String(item.rutCliente), ...claveInfo(item) });
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return clients;
  }

  /**
   * A stored clave of the scope's factoring, decrypted, with the estado of its last login; only for the code that
   * talks to the SII.
   * @returns null when no clave is kept.
   * @throws SealerUnavailableError without a sealer; SealedSecretError when the sealed value does not open.
   */
  async openClave({ rutFactoring }: FactoringScope, subject: ClaveSubject): Promise<OpenedClave | null> {
    const sk = claveSk(subject);
    const item = await this.getSecret(rutFactoring, sk);
    if (!item) return null;
    const plain = await this.open(item.secreto, rutFactoring, sk);
    try {
      return { rutUsuario: item.rutUsuario, estado: item.estado, clave: Buffer.from(plain).toString('utf8') };
    } finally {
      plain.fill(0);
    }
  }

  private async getPublic(
    rutFactoring: string,
    sk: string,
    names: readonly string[],
  ): Promise<Record<string, unknown> | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { rutFactoring, sk }, ...projection(names) }),
    );
    return Item ?? null;
  }

  /** The sealed secret of an item with the clave facts {@link openClave} needs (absent on the certificate), or null. */
  private async getSecret(rutFactoring: string, sk: string): Promise<SecretItem | null> {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { rutFactoring, sk },
        ...projection(['secreto', 'rutUsuario', 'estado']),
      }),
    );
    return Item?.secreto ? (Item as SecretItem) : null;
  }

  private async seal(plain: Buffer, rutFactoring: string, sk: string): Promise<SealedSecret> {
    if (!this.sealer) throw new SealerUnavailableError();
    try {
      return await this.sealer.seal(plain, { rutFactoring, sk });
    } finally {
      plain.fill(0);
    }
  }

  private async open(sealed: SealedSecret, rutFactoring: string, sk: string): Promise<Uint8Array> {
    if (!this.sealer) throw new SealerUnavailableError();
    return this.sealer.open(sealed, { rutFactoring, sk });
  }
}

/** A projected clave item as {@link ClaveInfo}, absent attributes as null (claveGuardada false). */
function claveInfo(item: Record<string, unknown>): ClaveInfo {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : null);
  return {
    rutUsuario: text('rutUsuario') ?? '',
    estado: (text('estado') ?? 'Activo') as ClaveEstado,
    mensaje: text('mensaje'),
    verificadaEn: text('verificadaEn'),
    registradaEn: text('registradaEn'),
    registradaPor: text('registradaPor'),
    claveGuardada: item.claveGuardada === true,
  };
}
