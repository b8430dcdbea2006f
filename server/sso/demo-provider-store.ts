/**
 * Where the demo hospital's provider keeps its sessions, codes and grants: this process's memory,
 * gone at a restart, as suits a demo (a restart only asks its staff to sign in again). It is
 * oidc-provider's adapter contract, written out so the provider knows the choice was meant.
 */
interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

const entries = new Map<string, Stored>();

export class DemoProviderStore {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  private read(key: string): Record<string, unknown> | undefined {
    const stored = entries.get(key);
    if (stored && stored.expiresAt > Date.now()) return stored.payload;
    entries.delete(key);
    return undefined;
  }

  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
    entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (typeof payload.uid === 'string')
      entries.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    return this.read(this.key(id));
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    const id = this.read(`${this.model}:uid:${uid}`)?.id;
    return typeof id === 'string' ? this.find(id) : undefined;
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    entries.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, stored] of entries) if (stored.payload.grantId === grantId) entries.delete(key);
  }
}
