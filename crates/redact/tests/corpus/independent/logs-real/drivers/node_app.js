// Node 20 app: express 5 + pino-http (request logging with headers), pino child loggers with nested
// objects, winston (json + printf formats), console.log/console.error of objects and errors
// (util.inspect single-quoted reprs).  Planted values come from work/node_values.json.
// Output: stdout -> cap/node_console.log, pino -> cap/node_pino.log, winston -> cap/node_winston*.log
const fs = require('fs');
const path = require('path');
const V = JSON.parse(fs.readFileSync('/tmp/logs-real/work/node_values.json'));
const CAP = '/tmp/logs-real/cap';
const pino = require('pino');
const pinoHttp = require('pino-http');
const winston = require('winston');
const express = require('express');

const plog = pino({ level: 'debug', base: { pid: process.pid, hostname: V.pods[0] } }, pino.destination({ dest: `${CAP}/node_pino.log`, sync: true }));
const wjson = winston.createLogger({ level: 'debug', format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
  transports: [new winston.transports.File({ filename: `${CAP}/node_winston.json.log` })] });
const wtext = winston.createLogger({ level: 'debug', format: winston.format.combine(winston.format.timestamp(), winston.format.splat(),
  winston.format.printf(i => `${i.timestamp} [${i.level.toUpperCase()}] ${i.message}${i.meta ? ' ' + JSON.stringify(i.meta) : ''}`)),
  transports: [new winston.transports.File({ filename: `${CAP}/node_winston.log` })] });

const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(pinoHttp({ logger: plog.child({ component: 'http' }) }));
app.post('/api/login', (req, res) => {
  console.log('login body', req.body);
  req.log.info({ body: req.body }, 'login attempt');
  wtext.info('login attempt for %s from %s', req.body.email, req.ip);
  res.set('Set-Cookie', `sid=${V.sids[0]}; Path=/; HttpOnly; Secure`);
  res.status(200).json({ ok: true });
});
app.post('/api/mfa', (req, res) => {
  req.log.debug({ mfa: { otp: req.body.otp, totpSecret: req.body.totpSecret } }, 'mfa check');
  console.log('mfa payload: %o', req.body);
  res.status(403).json({ error: 'invalid_otp' });
});
app.get('/api/profile', (req, res) => { res.status(200).json({ ok: true }); });
app.get('/oauth/cb', (req, res) => {
  console.info(`oauth callback code=${req.query.code} state=${req.query.state}`);
  res.redirect(302, '/dashboard');
});
app.use((req, res) => res.status(404).end());

const server = app.listen(8096, '127.0.0.1', async () => {
  const B = 'http://127.0.0.1:8096';
  for (let i = 0; i < 3; i++) {
    const u = V.users[i];
    await fetch(B + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', cookie: `sid=${V.sids[i + 1]}; _csrf=${V.hex[0]}`,
      'x-api-key': V.xkeys[i], 'user-agent': 'MyApp/3.2 (iOS 17.4)' }, body: JSON.stringify({ email: u.email, password: u.password, remember: true }) });
  }
  for (let i = 0; i < 2; i++) {
    const u = V.users[i];
    await fetch(B + '/api/mfa', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${V.jwts[i]}` },
      body: JSON.stringify({ userId: u.id, otp: u.otp, totpSecret: u.totpSecret }) });
  }
  await fetch(B + '/api/profile', { headers: { authorization: `Bearer ${V.jwts[2]}`, cookie: `session=${V.cookies[0]}; theme=dark` } });
  await fetch(B + `/oauth/cb?code=${V.codes[0]}&state=${V.state}`, { redirect: 'manual' });
  await fetch(B + '/nope', { headers: { 'x-api-key': V.xkeys[3] } });

  // application objects
  const u = V.users[3];
  console.log('created user', { id: u.id, email: u.email, phone: u.phone, passwordHash: V.hashes[0], roles: ['admin', 'billing'], lastLoginIp: u.ip });
  console.log({ provider: 'stripe', secretKey: V.stripe, webhook: { signingSecret: 'whsec_' + V.b64[0] }, retries: 3 });
  console.dir({ db: { host: V.db.host, user: V.db.user, password: V.db.password, port: 5432, ssl: { rejectUnauthorized: false } } }, { depth: 4 });
  console.log('payout queued', new Map([['iban', V.ibans[0]], ['holderIdNo', V.cnids[0]], ['amount', 1250]]));
  console.warn('slack notify failed token=%s channel=%s', V.xoxb, '#ops-alerts');
  plog.info({ user: { id: V.users[0].id, email: V.users[0].email, otp: V.users[0].otp, totpSecret: V.users[0].totpSecret } }, 'otp issued');
  plog.warn({ req: { headers: { authorization: `token ${V.ghp}`, 'x-api-key': V.xkeys[1], cookie: `sid=${V.sids[3]}` } }, res: { headers: { 'set-cookie': [`refresh=${V.refresh}; HttpOnly`, 'lang=en'] } } }, 'upstream 401 from github');
  plog.child({ pod: V.pods[1], node: V.hosts[0] }).error({ aws: { accessKeyId: V.aws[0], secretAccessKey: V.aws[1], region: 'eu-west-1' } }, 'S3 PutObject AccessDenied');
  plog.info({ payment: { card: V.cards[0], iban: V.ibans[1], phone: V.users[2].phone } }, 'payment method added');
  plog.info({ durationMs: 37, route: '/api/orders', status: 200, requestId: 'req-' + V.hex[1].slice(0, 12) }, 'request completed');
  wjson.info('user signup', { email: V.users[1].email, phone: V.users[1].phone, idCard: V.cnids[1], card: V.cards[1] });
  wjson.error('twilio send failed', { accountSid: 'AC' + V.hex[0], authToken: V.twilio, to: V.users[0].phone });
  wjson.warn('mongo reconnect', { uri: `mongodb://${V.mongo.user}:${V.mongo.password}@${V.mongo.host}:27017/app?authSource=admin` });
  wjson.info('healthcheck', { status: 'ok', uptimeSec: 86400, heapUsedMb: 74.2, version: '3.2.1' });
  wtext.warn('redis auth failed (WRONGPASS) using password %s on %s', V.redis_pw, V.hosts[1]);
  wtext.info('geocode', { meta: { key: V.google, addr: V.ips[0] } });
  wtext.debug('hashed password %s for user %d', V.hashes[1], V.users[2].id);
  wtext.info('job finished in %dms, %d rows, 0 errors', 1532, 4410);
  try {
    await fetch(`http://127.0.0.1:8099/v1/messages?key=${V.b64[1]}&to=${encodeURIComponent(V.users[1].email)}`);
  } catch (e) {
    console.error('notify failed', e);
  }
  try {
    JSON.parse(`{"refresh_token": "${V.refresh}", "expires_in": 3600`);
  } catch (e) {
    console.error(e);
    plog.error({ err: e }, 'token parse failed');
  }
  console.log('session restored from cookie', V.b64json);
  console.log(`legacy hash ${V.hash3} migrated`);
  plog.debug({ upstream: { headers: { authorization: `Basic ${V.basic}` } } }, 'proxying');
  plog.info(`cache miss ${V.bare}`);
  wtext.info('redirect %s', 'https://app.example.com/login?next=' + encodeURIComponent(`/reset?pw=${V.enc_pw}&email=${V.users[0].email}`));
  plog.info({ route: '/api/orders', status: 200, durationMs: 12 }, 'ok');
  wtext.info('listening on 127.0.0.1:8096 (pid %d, node %s)', 4242, process.version);
  const err = new Error(`connect ECONNREFUSED ${V.ips[1]}:5432 (postgres://${V.db.user}:${V.db.password}@${V.db.host}/orders)`);
  err.code = 'ECONNREFUSED';
  console.error(err);
  server.close();
});
