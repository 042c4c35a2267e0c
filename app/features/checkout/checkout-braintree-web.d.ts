// The parts of braintree-web (hosted fields) the checkout uses; the package ships no types.
declare module 'braintree-web/client' {
  export interface Client {
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module 'braintree-web/hosted-fields' {
  import type { Client } from 'braintree-web/client';
  export interface HostedFieldsTokenizePayload {
    nonce: string;
    details: { cardType: string; lastFour: string; expirationMonth?: string; expirationYear?: string; cardholderName?: string };
    type: string;
  }
  export interface HostedFields {
    tokenize(): Promise<HostedFieldsTokenizePayload>;
    teardown(): Promise<void>;
  }
  export function create(options: {
    client: Client;
    styles?: Record<string, Record<string, string>>;
    fields: Record<string, { container: string | HTMLElement; placeholder?: string }>;
  }): Promise<HostedFields>;
}

declare module 'braintree-web/data-collector' {
  import type { Client } from 'braintree-web/client';
  export interface DataCollector {
    deviceData: string;
    teardown(): Promise<void>;
  }
  export function create(options: { client: Client }): Promise<DataCollector>;
}
