#!/bin/sh
# shellcheck disable=SC2016  # nginx variables, written as they are
# Run by the nginx image at start (/docker-entrypoint.d). Writes the gateway's view of the
# client from TRUSTED_PROXY: a comma list of the addresses or subnets of the TLS proxy in
# front of this gateway (e.g. the Docker bridge's gateway address when the proxy runs on the
# host), or empty when clients connect to the gateway directly.
#  - $remote_addr: the client's address, from X-Forwarded-For when the connection comes from
#    a trusted proxy (set_real_ip_from + real_ip_header), else the connection's own;
#  - $client_scheme: the proxy's X-Forwarded-Proto (http or https) from a trusted proxy, else
#    this connection's scheme.
set -eu

conf=/etc/nginx/conf.d/00-trusted-proxy.conf
trusted=$(printf '%s' "${TRUSTED_PROXY:-}" | tr ',' ' ')

for entry in $trusted; do
  case "$entry" in
    *[!0-9a-fA-F.:/]*)
      echo "TRUSTED_PROXY: '$entry' is not an address or subnet" >&2
      exit 1
      ;;
  esac
done

{
  echo "# Written by trusted-proxy.sh from TRUSTED_PROXY='${TRUSTED_PROXY:-}'"
  echo 'geo $realip_remote_addr $from_trusted_proxy {'
  echo '  default 0;'
  for entry in $trusted; do
    echo "  $entry 1;"
  done
  echo '}'
  echo 'map "$from_trusted_proxy:$http_x_forwarded_proto" $client_scheme {'
  echo '  default $scheme;'
  echo '  "~^1:(?<forwarded>https?)$" $forwarded;'
  echo '}'
  for entry in $trusted; do
    echo "set_real_ip_from $entry;"
  done
  if [ -n "$trusted" ]; then
    echo 'real_ip_header X-Forwarded-For;'
    echo 'real_ip_recursive on;'
  fi
} > "$conf"
echo "trusted-proxy.sh: wrote $conf"
