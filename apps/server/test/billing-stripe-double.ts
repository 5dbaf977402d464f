// A local HTTP stand-in for the parts of the Stripe API billing uses, following Stripe's documented
// request shapes (form-encoded bodies with bracketed keys, Bearer secret key, Idempotency-Key) and
// response shapes (objects with `id` and `object`, lists, `{error: {type, code, message}}`), API 2026-10-28.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, any>;
const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Decodes `a[b][0][c]=1` form bodies into nested objects and arrays, as Stripe does. */
export function decodeForm(body: string): Obj {
  const out: Obj = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const keys = k.replace(/\]/g, '').split('[');
    let cur: any = out;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
      if (last) cur[key] = v;
      else cur = cur[key] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const addMonths = (s: number, months: number) => {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
};

export async function startStripeDouble(secretKey = 'sk_test_double') {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj[]>();
  const refunds: Obj[] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: { method: string; path: string; body: Obj; idempotencyKey?: string }[] = [];
  let down = false;

  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } });
  const missing = (what: string, id: string) => error(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');

  function route(method: string, path: string, body: Obj, query: URLSearchParams): { status: number; body: Obj } {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: rid('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {}, created: nowS(), livemode: false };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!body.success_url || !body.line_items) return error(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing');
      const id = rid('cs_test');
      const s = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        amount_total: Number(body.line_items[0].price_data.unit_amount) * Number(body.line_items[0].quantity ?? 1),
        currency: body.line_items[0].price_data.currency,
        subscription: null,
        invoice: null,
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        created: nowS(),
        expires_at: nowS() + 86_400,
        livemode: false,
        _params: body,
      };
      sessions.set(id, s);
      return { status: 200, body: s };
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === 'POST') {
      const s = sessions.get(m[1]);
      if (!s) return missing('checkout.session', m[1]);
      if (s.status !== 'open') return error(400, 'invalid_request_error', 'Only Checkout Sessions with a status of open can be expired.');
      s.status = 'expired';
      return { status: 200, body: s };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return missing('subscription', m[1]);
      if (method === 'GET') return { status: 200, body: sub };
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? nowS() : null;
        }
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.ended_at = nowS();
        sub.canceled_at ??= nowS();
        return { status: 200, body: sub };
      }
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = query.get('invoice') ?? '';
      return { status: 200, body: { object: 'list', url: '/v1/invoice_payments', has_more: false, data: invoicePayments.get(invoice) ?? [] } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (!body.payment_intent && !body.charge)
        return error(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.');
      const r = {
        id: rid('re'),
        object: 'refund',
        amount: Number(body.amount),
        payment_intent: body.payment_intent,
        status: 'succeeded',
        metadata: body.metadata ?? {},
        created: nowS(),
      };
      refunds.push(r);
      return { status: 200, body: r };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer)) return missing('customer', body.customer);
      return {
        status: 200,
        body: {
          id: rid('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/${rid('test')}`,
        },
      };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (r: { status: number; body: Obj }) => {
        res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': rid('req') });
        res.end(JSON.stringify(r.body));
      };
      if (down) return send(error(500, 'api_error', 'The double is down.'));
      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(error(401, 'invalid_request_error', 'Invalid API Key provided'));
      const body = req.method === 'GET' ? {} : decodeForm(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path: url.pathname, body, idempotencyKey: key });
      if (key && req.method === 'POST' && idempotent.has(`${url.pathname}:${key}`)) return send(idempotent.get(`${url.pathname}:${key}`)!);
      const r = route(req.method!, url.pathname, body, url.searchParams);
      if (key && req.method === 'POST' && r.status < 500) idempotent.set(`${url.pathname}:${key}`, r);
      send(r);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** What Stripe does when the buyer pays a checkout: subscription, first invoice, payment. */
  function pay(sessionId: string) {
    const s = sessions.get(sessionId)!;
    s.status = 'complete';
    s.payment_status = 'paid';
    if (s.mode === 'payment') {
      s.payment_intent = rid('pi');
      return { session: s, subscription: null, invoice: null };
    }
    const start = nowS();
    const months = s._params.line_items[0].price_data.recurring.interval === 'year' ? 12 : 1;
    const sub: Obj = {
      id: rid('sub'),
      object: 'subscription',
      customer: s.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      metadata: s._params.subscription_data?.metadata ?? {},
      items: {
        object: 'list',
        data: [{ id: rid('si'), object: 'subscription_item', current_period_start: start, current_period_end: addMonths(start, months) }],
      },
    };
    subscriptions.set(sub.id, sub);
    s.subscription = sub.id;
    const invoice = makeInvoice(sub, 'subscription_create', s.amount_total, true);
    s.invoice = invoice.id;
    return { session: s, subscription: sub, invoice };
  }

  function makeInvoice(sub: Obj, reason: string, amount: number, paid: boolean) {
    const item = sub.items.data[0];
    const inv = {
      id: rid('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: 'usd',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: 'list',
        data: [{ id: rid('il'), object: 'line_item', amount, period: { start: item.current_period_start, end: item.current_period_end } }],
      },
      created: nowS(),
    };
    invoicePayments.set(inv.id, [
      {
        id: rid('inpay'),
        object: 'invoice_payment',
        invoice: inv.id,
        status: paid ? 'paid' : 'open',
        amount_paid: paid ? amount : null,
        payment: { type: 'payment_intent', payment_intent: rid('pi') },
      },
    ]);
    return inv;
  }

  /** Stripe's renewal: the period moves on and the next invoice is paid (or fails: past_due). */
  function renew(subId: string, paid: boolean) {
    const sub = subscriptions.get(subId)!;
    const item = sub.items.data[0];
    const months = Math.round((item.current_period_end - item.current_period_start) / (28 * 86_400)) >= 12 ? 12 : 1;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonths(item.current_period_start, months);
    sub.status = paid ? 'active' : 'past_due';
    return makeInvoice(sub, 'subscription_cycle', months === 12 ? 15820 : 1648, paid);
  }

  /** Another open session with the same parameters (the same buyer in a second tab). */
  function cloneSession(id: string) {
    const copy = { ...sessions.get(id)!, id: rid('cs_test'), status: 'open', payment_status: 'unpaid', subscription: null, invoice: null };
    sessions.set(copy.id, copy);
    return copy.id;
  }

  let seq = 0;
  /** A snapshot event as Stripe sends it. */
  const event = (type: string, object: Obj, created = nowS()) => ({
    id: `evt_${Date.now().toString(36)}${(++seq).toString(36)}${randomBytes(4).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: JSON.parse(JSON.stringify(object, (k, v) => (k === '_params' ? undefined : v))) },
  });

  /** Signs a payload with Stripe's own library, as Stripe signs its webhooks. */
  const sign = (payload: string, secret: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  return {
    url,
    customers,
    sessions,
    subscriptions,
    refunds,
    requests,
    pay,
    renew,
    cloneSession,
    event,
    sign,
    setDown: (v: boolean) => (down = v),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
