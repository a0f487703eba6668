#!/usr/bin/env bash
# `npm start` on a fresh data directory serves /healthz, and a sign-up's confirmation link
# appears in the log (no mail server needed). Used by .ci/run; handy after any change to start-up.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
# A free port, and the server in its own process group so that everything `npm start` started
# is stopped at the end (npm does not always pass the signal on to its child).
port=${SMOKE_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
PORT=$port DATA_DIR="$dir/data" setsid npm start >"$dir/log" 2>&1 &
pid=$!
trap 'kill -TERM -- -$pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fs "http://localhost:$port/healthz" >/dev/null 2>&1 && break
  kill -0 $pid 2>/dev/null || { cat "$dir/log"; exit 1; }
  sleep 1
done
curl -fs "http://localhost:$port/healthz"
echo
curl -fs -X POST "http://localhost:$port/api/auth/sign-up/email" \
  -H 'content-type: application/json' -H "origin: http://localhost:$port" \
  -d '{"email":"smoke@example.com","password":"smoke-test-1","name":"","lang":"el"}' >/dev/null
sleep 2
# The link is in the outbox file (never in the log); undo quoted-printable line folding first.
link=$(node -e '
  const fs = require("fs"), dir = process.argv[1];
  const text = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).map((f) => fs.readFileSync(dir + "/" + f, "utf8")).join("\n")
    .replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  const m = /http:\/\/localhost:\d+\/confirm\?token_hash=[^\s"<&]+&(amp;)?type=email/.exec(text);
  process.stdout.write(m ? m[0].replace("&amp;", "&") : "");
' "$dir/data/outbox")
[ -n "$link" ] || { echo "no confirmation link in the outbox"; ls "$dir/data/outbox"; exit 1; }
if grep -q "token_hash" "$dir/log"; then echo "a sign-in link was written to the log"; exit 1; fi
token=${link#*token_hash=}; token=${token%%&*}
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://localhost:$port/api/auth/confirm" \
  -H 'content-type: application/json' -H "origin: http://localhost:$port" \
  -d "{\"token_hash\":\"$token\",\"type\":\"email\"}")
[ "$status" = 200 ] || { echo "confirmation failed: $status"; exit 1; }
page=$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/")
echo "smoke: /healthz ok, confirmation link in the outbox (not in the log), confirmed (200), / answers $page"
