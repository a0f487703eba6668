#!/usr/bin/env bash
# The production image's steps, checked without a container runtime (decision 033): CI's machines
# cannot pull a base image, so this script does what the Dockerfile's runtime stage does, in a
# temporary directory, and runs what compose.yaml runs:
#   - reads the runtime stage of the Dockerfile (WORKDIR, ENV, COPY, RUN mkdir, USER, HEALTHCHECK,
#     CMD; any other instruction fails the check until this script learns it) and repeats it:
#     `npm ci --omit=dev` for the deps stage, the prebuilt client (build/client) for the build stage;
#   - a fresh PostgreSQL database owned by a fresh non-superuser role (127.0.0.1:5432) and a fresh
#     Redis (127.0.0.1, a free port), as compose.yaml's postgres and redis services;
#   - two instances as an unprivileged user (nobody), on the image's CMD and ENV with compose.yaml's
#     settings, the second started once the first answers (the first applies the migrations);
#   - Debian's nginx on deploy/nginx/taxidaki.conf, only its `listen` and upstream addresses moved
#     to 127.0.0.1; /readyz and pages through it, on both instances; the HEALTHCHECK command (it
#     passes, and fails on a port where nothing answers); the admin CLI in the image's layout;
#     a pg_dump backup restored into another database (docs/deploy.md); one instance stopped with
#     SIGTERM while the proxy goes on answering; the systemd unit through `systemd-analyze verify`.
# Needs `npm run build` to have run (build/client), PostgreSQL on 127.0.0.1:5432 with psql/pg_dump,
# and root (to switch to nobody, and to install nginx and redis-server with apt-get when missing). Any failing step stops it with exit 1.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
started=$(date +%s%N)
ms() { echo $((($(date +%s%N) - $1) / 1000000)); }
say() { printf 'check-deploy: %s\n' "$*"; }
fail() {
  printf 'check-deploy: FAILED: %s\n' "$*" >&2
  exit 1
}

[ -f build/client/__spa-fallback.html ] || fail "build/client is missing or incomplete: run npm run build first"
[ "$(id -u)" = 0 ] || fail "run as root (instances run as nobody; nginx may need installing)"
command -v psql >/dev/null && command -v pg_dump >/dev/null || fail "psql and pg_dump are needed"
missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
pg_isready -h 127.0.0.1 -p 5432 -q || fail "PostgreSQL does not answer on 127.0.0.1:5432"

tmp=$(mktemp -d /tmp/taxidaki-deploy.XXXXXX)
chmod 755 "$tmp"
tag="taxidaki_deploy_$$"
pids=()
cleanup() {
  local status=$? t
  t=$(date +%s%N)
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql -h 127.0.0.1 -U postgres -d postgres -qX \
    -c "DROP DATABASE IF EXISTS $tag WITH (FORCE)" -c "DROP DATABASE IF EXISTS ${tag}_restore WITH (FORCE)" \
    -c "DROP ROLE IF EXISTS $tag" >/dev/null 2>&1 || true
  if [ "$status" != 0 ]; then
    for f in "$tmp"/app1.log "$tmp"/app2.log "$tmp"/nginx/error.log; do
      [ -s "$f" ] && { echo "--- last lines of $f" >&2; tail -n 25 "$f" >&2; }
    done
  fi
  # Removing ~40 000 files can take a while on a busy disk: done in the background.
  (rm -rf "$tmp" &)
  say "stopped everything in $(ms "$t") ms"
  exit "$status"
}
trap cleanup EXIT
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
as_user() { setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env -- "$@"; }

# --- 1. the runtime stage, step by step ------------------------------------------------------------
dockerignored() { # is this context path excluded by a plain line of .dockerignore?
  local first=${1%%/*}
  grep -qxE "/?(${1//./\\.}|${first//./\\.})/?" .dockerignore 2>/dev/null
}
app="" envs=() healthcheck="" cmd="" user=""
map_path() { # an absolute path inside the image → its place under $tmp
  case "$1" in /app | /app/*) echo "$app${1#/app}" ;; /*) echo "$tmp/root$1" ;; *) echo "$app/$1" ;; esac
}
stage=$(awk '/^FROM .* AS runtime$/ { on = 1; next } /^FROM / { on = 0 } on && !/^[[:space:]]*(#|$)/' Dockerfile)
[ -n "$stage" ] || fail "no 'FROM … AS runtime' stage in the Dockerfile"
t_stage=$(date +%s%N)
while IFS= read -r line; do
  instr=${line%% *} rest=${line#* }
  case "$instr" in
    WORKDIR)
      [ "$rest" = /app ] || fail "WORKDIR $rest: this check maps /app only"
      app=$tmp/app
      mkdir -p "$app"
      ;;
    ENV)
      read -ra pairs <<<"$rest"
      for p in "${pairs[@]}"; do envs+=("$p"); done
      ;;
    COPY)
      read -ra args <<<"$rest"
      dest=${args[-1]} srcs=("${args[@]:0:${#args[@]}-1}")
      case "${srcs[0]}" in
        --from=deps)
          [ "${srcs[1]}" = /app/node_modules ] || fail "COPY --from=deps ${srcs[1]}: this check knows /app/node_modules only"
          mkdir -p "$tmp/deps"
          cp package.json package-lock.json "$tmp/deps/"
          t=$(date +%s%N)
          (cd "$tmp/deps" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null) ||
            fail "npm ci --omit=dev"
          say "deps stage: npm ci --omit=dev in $(ms "$t") ms, node_modules $(du -sm "$tmp/deps/node_modules" | cut -f1) MB"
          mv "$tmp/deps/node_modules" "$(map_path "$dest")"
          ;;
        --from=build)
          [ "${srcs[1]}" = /app/build/client ] || fail "COPY --from=build ${srcs[1]}: this check knows /app/build/client only"
          mkdir -p "$(dirname "$(map_path "$dest")")"
          cp -a build/client "$(map_path "$dest")"
          ;;
        --*) fail "COPY ${srcs[0]}: unknown to this check" ;;
        *)
          target=$(map_path "$dest")
          for s in "${srcs[@]}"; do
            [ -e "$s" ] || fail "COPY $s: no such file in the repository"
            dockerignored "$s" && fail "COPY $s: excluded from the build context by .dockerignore"
          done
          if [[ "$dest" == */ ]]; then
            mkdir -p "$target"
            cp -a "${srcs[@]}" "$target"
          else
            [ "${#srcs[@]}" = 1 ] || fail "COPY with several sources needs a destination ending in /"
            mkdir -p "$(dirname "$target")"
            cp -a "${srcs[0]}" "$target"
          fi
          ;;
      esac
      ;;
    RUN)
      # The only RUN of the runtime stage: the data directory, owned by the user that runs the server.
      [[ "$rest" =~ ^mkdir\ -p\ (/[a-z]+)\ \&\&\ chown\ node:node\ (/[a-z]+)$ ]] || fail "RUN $rest: unknown to this check"
      mkdir -p "$(map_path "${BASH_REMATCH[1]}")"
      chown nobody:nogroup "$(map_path "${BASH_REMATCH[1]}")"
      ;;
    USER) user=$rest ;;
    HEALTHCHECK) healthcheck=${rest#*CMD } ;;
    CMD) cmd=$rest ;;
    VOLUME | EXPOSE | STOPSIGNAL | ARG) ;;
    *) fail "Dockerfile instruction $instr in the runtime stage: unknown to this check" ;;
  esac
done <<<"$stage"
[ "$user" = node ] || fail "the runtime stage must run as USER node (found '${user}')"
[ -n "$healthcheck" ] && [ -n "$cmd" ] || fail "the runtime stage needs HEALTHCHECK and CMD"
chmod -R a+rX "$app"
# The image's node is /usr/local/bin/node; here a copy of this one (Node 24), readable by nobody.
mkdir -p "$tmp/bin"
cp "$(readlink -f "$(command -v node)")" "$tmp/bin/node"
chmod 755 "$tmp/bin/node"
[ "$("$tmp/bin/node" -p 'process.versions.node.split(".")[0]')" -ge 24 ] || fail "Node 24 is needed (node on the PATH is $(node --version))"
say "runtime stage in $tmp/app: $(du -sm "$app" | cut -f1) MB (node_modules $(du -sm "$app/node_modules" | cut -f1) MB, client $(du -sm "$app/build/client" | cut -f1) MB), built in $(ms "$t_stage") ms"
# JSON exec form → an argument list.
json_args() { node -e 'for (const a of JSON.parse(process.argv[1])) process.stdout.write(a + "\0")' "$1"; }
mapfile -d '' cmd_args < <(json_args "$cmd")
mapfile -d '' hc_args < <(json_args "$healthcheck")

# --- 2. PostgreSQL and Redis, as compose.yaml's services --------------------------------------------
psql -h 127.0.0.1 -U postgres -d postgres -qX -v ON_ERROR_STOP=1 \
  -c "CREATE ROLE $tag LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE" -c "CREATE DATABASE $tag OWNER $tag" >/dev/null ||
  fail "creating a fresh PostgreSQL database"
redis_port=$(free_port)
as_user redis-server --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no --dir "$tmp" >"$tmp/redis.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 || fail "Redis did not start"

# --- 3. two instances, as compose.yaml's app1 and app2 ----------------------------------------------
p1=$(free_port) p2=$(free_port) pp=$(free_port)
app_env=()
for p in "${envs[@]}"; do
  k=${p%%=*} v=${p#*=}
  case "$v" in /*) v=$(map_path "$v") ;; esac
  app_env+=("$k=$v")
done
app_env+=(
  "PATH=$tmp/bin:/usr/bin:/bin" "HOME=$tmp" "HOST=127.0.0.1"
  "DATABASE_URL=postgres://$tag@127.0.0.1:5432/$tag" "REDIS_URL=redis://127.0.0.1:$redis_port"
  "AUTH_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" "PUBLIC_ORIGIN=http://127.0.0.1:$pp"
  "TRUST_PROXY=1" "MAIL_OUTBOX_IN_PRODUCTION=true" "LOG_LEVEL=info"
)
start_instance() { # name port
  (cd "$app" && exec setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env -- \
    env -i "${app_env[@]}" "PORT=$2" "${cmd_args[@]}") >"$tmp/$1.log" 2>&1 &
  pids+=($!)
  eval "pid_$1=$!"
}
wait_ready() { # name port → ms until /readyz says 200
  local t pid_var="pid_$1"
  t=$(date +%s%N)
  for _ in $(seq 1 600); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$2/readyz")" = 200 ] && { ms "$t"; return 0; }
    kill -0 "${!pid_var}" 2>/dev/null || fail "$1 exited before answering /readyz"
    sleep 0.1
  done
  fail "$1 did not answer /readyz within 60 s"
}
start_instance app1 "$p1"
ready1=$(wait_ready app1 "$p1")
say "app1 (fresh database: migrations) answers /readyz after $ready1 ms"
start_instance app2 "$p2"
ready2=$(wait_ready app2 "$p2")
say "app2 answers /readyz after $ready2 ms"
[ "$(stat -c %U "$(map_path /data)")" = nobody ] || fail "the data directory is not the unprivileged user's"
ps -o user= -p "$pid_app1" "$pid_app2" | grep -qv nobody && fail "an instance does not run as nobody"

# --- 4. nginx on the proxy configuration compose.yaml mounts ----------------------------------------
mkdir -p "$tmp/nginx"
sed -e "s/server app1:3000 /server 127.0.0.1:$p1 /" -e "s/server app2:3000 /server 127.0.0.1:$p2 /" \
  -e "s/listen 80;/listen 127.0.0.1:$pp;/" deploy/nginx/taxidaki.conf >"$tmp/nginx/site.conf"
for want in "server 127.0.0.1:$p1 " "server 127.0.0.1:$p2 " "listen 127.0.0.1:$pp;"; do
  grep -qF "$want" "$tmp/nginx/site.conf" || fail "deploy/nginx/taxidaki.conf: could not point '$want' at this machine"
done
sed 's/#.*//' "$tmp/nginx/site.conf" | grep -qE 'app[0-9]+:|listen +80' && fail "deploy/nginx/taxidaki.conf names an address this check does not move"
cat >"$tmp/nginx/nginx.conf" <<EOF
daemon off;
user nobody nogroup;
worker_processes 1;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/error.log warn;
events { worker_connections 256; }
http {
  access_log $tmp/nginx/access.log;
  client_body_temp_path $tmp/nginx/body;
  proxy_temp_path $tmp/nginx/proxy;
  fastcgi_temp_path $tmp/nginx/fastcgi;
  uwsgi_temp_path $tmp/nginx/uwsgi;
  scgi_temp_path $tmp/nginx/scgi;
  include $tmp/nginx/site.conf;
}
EOF
chown -R nobody:nogroup "$tmp/nginx"
"$nginx_bin" -t -q -e "$tmp/nginx/error.log" -c "$tmp/nginx/nginx.conf" || fail "nginx -t on deploy/nginx/taxidaki.conf"
"$nginx_bin" -e "$tmp/nginx/error.log" -c "$tmp/nginx/nginx.conf" &
pids+=($!)
proxy="http://127.0.0.1:$pp"
for _ in $(seq 1 50); do curl -s -o /dev/null "$proxy/healthz" && break; sleep 0.1; done

# --- 5. through the proxy ---------------------------------------------------------------------------
body=$(curl -fsS "$proxy/readyz") || fail "/readyz through the proxy"
[ "$(node -e 'const b=JSON.parse(process.argv[1]);process.stdout.write(`${b.status} ${b.database} ${b.redis}`)' "$body")" = "ready postgres true" ] ||
  fail "/readyz through the proxy said $body (want ready, postgres, redis)"
for _ in $(seq 1 6); do curl -fsS -o /dev/null "$proxy/readyz" || fail "/readyz through the proxy"; done
for n in app1 app2; do grep -q '/readyz' "$tmp/$n.log" || fail "$n got no request from the proxy"; done
page() { # path status lang
  local out code
  out=$(curl -sS -o "$tmp/page" -w '%{http_code} %{content_type}' --compressed "$proxy$1")
  code=${out%% *}
  [ "$code" = "$2" ] || fail "GET $1 through the proxy: $code (want $2)"
  [[ "$out" == *text/html* ]] || fail "GET $1 through the proxy: not HTML ($out)"
  grep -q "<html lang=\"$3\"" "$tmp/page" || fail "GET $1 through the proxy: no <html lang=\"$3\">"
}
page / 200 el
page /en/flights 200 en
page /de 200 de
ctype=$(curl -fsS -o /dev/null -w '%{content_type}' "$proxy/api/v1/deals") || fail "GET /api/v1/deals through the proxy"
[[ "$ctype" == application/json* ]] || fail "GET /api/v1/deals through the proxy: $ctype"
say "through nginx: /readyz ready (postgres, redis) from both instances; / (el), /en/flights, /de and /api/v1/deals answer"

# --- 6. the image's HEALTHCHECK command, in the image's layout, as the image's user -------------------
(cd "$app" && setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env -- env -i "PATH=$tmp/bin:/usr/bin:/bin" "PORT=$p1" "${hc_args[@]}") ||
  fail "HEALTHCHECK failed on a running instance"
dead=$(free_port)
if (cd "$app" && setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env -- env -i "PATH=$tmp/bin:/usr/bin:/bin" "PORT=$dead" "${hc_args[@]}") 2>/dev/null; then
  fail "HEALTHCHECK passed on a port where nothing answers"
fi
# The admin CLI the image carries, on plain node (docs/deploy.md: the first admin).
(cd "$app" && setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env -- env -i "${app_env[@]}" node scripts/admin.ts list >"$tmp/admin.out" 2>&1) ||
  { cat "$tmp/admin.out" >&2; fail "node scripts/admin.ts list in the image's layout"; }
say "HEALTHCHECK passes on a running instance and fails where nothing answers; scripts/admin.ts runs"

# --- 7. backup and restore of PostgreSQL, as docs/deploy.md says --------------------------------------
pg_dump -h 127.0.0.1 -U "$tag" -d "$tag" -Fc -f "$tmp/backup.dump" || fail "pg_dump"
psql -h 127.0.0.1 -U postgres -d postgres -qX -v ON_ERROR_STOP=1 -c "CREATE DATABASE ${tag}_restore OWNER $tag" >/dev/null
pg_restore -h 127.0.0.1 -U "$tag" -d "${tag}_restore" --no-owner "$tmp/backup.dump" || fail "pg_restore"
count="select (select count(*) from drizzle.__drizzle_migrations) || ' ' || (select count(*) from deals)"
a=$(psql -h 127.0.0.1 -U "$tag" -d "$tag" -tAX -c "$count") b=$(psql -h 127.0.0.1 -U "$tag" -d "${tag}_restore" -tAX -c "$count")
[ -n "$a" ] && [ "$a" = "$b" ] || fail "the restored database differs (migrations, deals: '$a' vs '$b')"
say "pg_dump → pg_restore: $(du -k "$tmp/backup.dump" | cut -f1) kB, migrations and deals the same ($a)"

# --- 8. one instance stops (SIGTERM): it exits 0, the proxy goes on answering --------------------------
kill -TERM "$pid_app2"
t=$(date +%s%N)
code=0
wait "$pid_app2" || code=$?
[ "$code" = 0 ] || fail "app2 exited $code after SIGTERM"
grep -q 'stopped cleanly' "$tmp/app2.log" || fail "app2 did not stop cleanly"
say "app2 stopped cleanly on SIGTERM in $(ms "$t") ms"
for _ in $(seq 1 4); do curl -fsS -o /dev/null "$proxy/readyz" || fail "/readyz through the proxy with app2 stopped"; done

# --- 9. the systemd unit --------------------------------------------------------------------------------
if command -v systemd-analyze >/dev/null; then
  unit_dir="$tmp/unit"
  mkdir -p "$unit_dir"
  cp deploy/systemd/taxidaki@.service "$unit_dir/"
  out=$(systemd-analyze verify "$unit_dir/taxidaki@3001.service" 2>&1 | grep -v -e 'taxidaki@3001.service: Command /usr/bin/node' || true)
  [ -z "$out" ] || fail "systemd-analyze verify deploy/systemd/taxidaki@.service: $out"
  say "systemd unit: systemd-analyze verify is silent"
fi

say "passed in $(ms "$started") ms (app1 ready after $ready1 ms, app2 after $ready2 ms)"
