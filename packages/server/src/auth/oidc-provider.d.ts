/** The little of `oidc-provider` (no bundled types) the development provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface Context {
    readonly oidc: {
      readonly session?: { readonly accountId?: string };
      readonly client?: { readonly clientId: string };
      readonly provider: { Grant: new (init: { clientId: string; accountId: string }) => Grant };
    };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
  export type { Context };
}
