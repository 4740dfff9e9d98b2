// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import { formatRut, rutFromBody } from '@domain/rut';
import { AssistantPage } from '@web/features/assistant/components/assistant-page';
import { RuntimeConfigProvider } from '@web/lib/runtime-config-context';
import type { RuntimeConfig } from '@web/lib/runtime-config';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('@web/lib/id-token', () => ({ currentIdToken: async () => 'id-token' }));

const FACTORING = '76389992-6';
const CLIENT = rutFromBody(77123456);
const CONFIG = { restUrl: 'https://api.example.cl/' } as RuntimeConfig;

/** Types `value` into a React-controlled input. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Sent {
  url: string;
  sessionId: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
}

/** The assistant screen against a stubbed endpoint (client-radar.md §2, §4, §7, §8). */
describe('AssistantPage', () => {
  let container: HTMLDivElement;
  let root: Root;
  let sent: Sent[];
  let reply: (body: Record<string, unknown>) => Response;
  const text = () => container.textContent ?? '';
  const button = (label: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === label)!;

  beforeEach(async () => {
    sent = [];
    reply = (body) =>
      Response.json(
        body.consulta === 'preheat'
          ? { respuesta: 'ok', razonSocial: 'Comercial Andes SpA', contexto: { cliente: CLIENT } }
          : {
              respuesta: 'La deuda fiscal es $ 1.234.567.',
              respuestaCorta: 'La deuda fiscal es $ 1.234.567.',
              razonSocial: 'Comercial Andes SpA',
              contexto: { cliente: CLIENT },
              campaign: null,
              motor: 'rules',
              fuentes: [{ titulo: 'TGR', enlace: `/dashboard-clientes/${CLIENT}?tab=tgr` }],
            },
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ url, sessionId: headers.get('session-id'), authorization: headers.get('authorization'), body });
        return reply(body);
      }),
    );
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <RuntimeConfigProvider config={CONFIG}>
          <MemoryRouter>
            <AssistantPage rutFactoring={FACTORING} />
          </MemoryRouter>
        </RuntimeConfigProvider>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const validate = async (rut: string) => {
    await act(async () => type(container.querySelector<HTMLInputElement>('#asistente-rut')!, rut));
    await act(async () => button('Validar RUT').click());
  };

  it("refuses a RUT failing the check digit with 'RUT no es válido' and calls nothing", async () => {
    await validate(`${CLIENT.slice(0, -1)}${CLIENT.endsWith('1') ? '2' : '1'}`);
    expect(text()).toContain('RUT no es válido');
    expect(sent).toEqual([]);
  });

  it("preheats the RUT, replaces the entry by the client's name and asks a quick option in the same session", async () => {
    await validate(formatRut(CLIENT));
    await vi.waitFor(() => expect(text()).toContain('Comercial Andes SpA'));
    expect(container.querySelector('#asistente-rut')).toBeNull();
    expect(sent[0]).toMatchObject({
      url: `https://api.example.cl/api/asistente?factoring=${FACTORING}`,
      authorization: 'id-token',
      body: { consulta: 'preheat', rut: CLIENT },
    });
    expect(sent[0]!.sessionId).toMatch(/^asistente_[0-9a-f-]{36}$/);

    await act(async () => button('TGR').click());
    await vi.waitFor(() => expect(text()).toContain('La deuda fiscal es $ 1.234.567.'));
    expect(sent[1]).toMatchObject({ sessionId: sent[0]!.sessionId, body: { consulta: 'TGR', rut: CLIENT } });
    expect(text()).toContain('Modo sin IA');
    const source = container.querySelector<HTMLAnchorElement>('[data-testid="asistente-fuente"]')!;
    expect(source.getAttribute('href')).toBe(`/dashboard-clientes/${CLIENT}?tab=tgr`);

    await act(async () => button('Consultar nuevo RUT').click());
    expect(container.querySelector('#asistente-rut')).not.toBeNull();
    expect(text()).not.toContain('La deuda fiscal');
    await validate(CLIENT);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.sessionId).not.toBe(sent[0]!.sessionId);
  });

  it('returns to the RUT entry with the message when the factoring has not registered the RUT', async () => {
    reply = () => Response.json({ message: ASSISTANT_MESSAGES.notRegistered }, { status: 404 });
    await validate(CLIENT);
    await vi.waitFor(() => expect(text()).toContain(ASSISTANT_MESSAGES.notRegistered));
    expect(container.querySelector('#asistente-rut')).not.toBeNull();
    expect(button('TGR').disabled).toBe(true);
  });
});
