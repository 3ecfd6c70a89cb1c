import { getEnv } from '@/lib/env'
import { bodyLimits, UPLOAD_COLLECTIONS } from '@/lib/server/bodyLimit'
import { PROXY_IDLE_SECONDS } from '@/lib/server/keepAlive'

/**
 * nginx in front of the cluster's instances. Safe requests (GET, HEAD) move to another instance when
 * one fails or does not answer; others only when the request never reached an instance (nginx's
 * default for non-idempotent methods), so a POST is never sent twice. A one-second micro-cache
 * absorbs bursts on public responses: only those the app marks shareable (no `private` or
 * `no-store`, no cookie set), never for a signed-in editor (Payload's session cookie), never a 404.
 * Uploaded files (`no-cache`: checked on each use) are kept that second too and then asked for again
 * with their ETag, so a photo made private is refused through nginx within a second. Request bodies
 * have the app's limits per location (src/lib/server/bodyLimit.ts): 413 past them, unread.
 */
export function nginxConfig({ dir, port, upstreams, limits = bodyLimits(getEnv()) }: { dir: string; port: number; upstreams: number[]; limits?: ReturnType<typeof bodyLimits> }): string {
  const proxy = `      proxy_pass http://atrium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_request_buffering off;
      proxy_cache micro;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_lock on;
      proxy_cache_use_stale updating;
      proxy_cache_revalidate on;
      # The app's s-maxage is for its own shared cache (revalidated by tag); here a second at most.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 302 1s;
      proxy_no_cache $not_shareable $staff $http_authorization;
      proxy_cache_bypass $staff $http_authorization;
      add_header X-Cache $upstream_cache_status always;`
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size ${limits.site};
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=micro:20m max_size=200m inactive=10m use_temp_path=off;
  map $http_cookie $staff {
    ~*payload-token= 1;
    default 0;
  }
  map $upstream_http_cache_control $not_shareable {
    ~*(private|no-store) 1;
    default 0;
  }
  upstream atrium {
    least_conn;
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    # Shorter than the instances' own idle wait (src/lib/server/keepAlive.ts): nginx closes first.
    keepalive_timeout ${PROXY_IDLE_SECONDS}s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
${proxy}
    }
    location /api/ {
      client_max_body_size ${limits.admin};
${proxy}
    }
    location /admin {
      client_max_body_size ${limits.admin};
${proxy}
    }
    location ~ ^/api/(${UPLOAD_COLLECTIONS.join('|')})(/[^/]+)?/?$ {
      client_max_body_size ${limits.upload};
${proxy}
    }
    location /import/zip/ {
      client_max_body_size ${limits.import};
${proxy}
    }
  }
}
`
}
