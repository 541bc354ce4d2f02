// The environment a bench script starts the built server with on an embedded database: its own
// port and data folder, no demo data, no shutdown delay, test payments, quiet logs, and the bench's
// superadmin (the admin rows sign in as it).
const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

export function benchServerEnv({ port, dataDir }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    PAYMENTS_MODE: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
}
