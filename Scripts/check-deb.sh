#!/usr/bin/env bash
# Checks the Debian package in a throw-away root: builds it (Scripts/package-deb.sh; or takes DEB),
# installs it with `dpkg --root`, runs each installed name from that tree (--version, --help, a
# command on the demo household, the holidays' data), removes it and checks that nothing of it is
# left. Also `apt-get install --simulate` (apt resolves its Depends on this machine) and lintian
# when installed. Not part of Scripts/test.sh: the release build it needs takes 15-30 minutes on a
# busy machine; CI runs it on its own (docs/packaging.md).
#
#   Scripts/check-deb.sh [DEB]
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ge 1 ]]; then
  deb=$1
else
  Scripts/package-deb.sh .build/deb
  deb=$(ls -t .build/deb/timequest_*.deb | head -1)
fi
[[ -f $deb ]] || { echo "check-deb: $deb: no such package" >&2; exit 66; }
fail() { echo "check-deb: $*" >&2; exit 1; }

root=$(mktemp -d "${TMPDIR:-/tmp}/timequest-root.XXXXXX")
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/info"
touch "$root/var/lib/dpkg/status"
# The root holds no libc6 and no SQLite of its own: the dependencies are the host's, checked by apt below.
dpkg_root=(dpkg --root="$root" --force-not-root --force-depends --log=/dev/null)
# (dpkg names each missing dependency on standard error: the root has none.)
"${dpkg_root[@]}" --install "$deb" >/dev/null 2>&1 || fail "dpkg --root --install failed"

usr=$root/usr
for name in timequest tq-player tq-parent tq-notify tq-fetch; do
  [[ -x $usr/bin/$name ]] || fail "/usr/bin/$name is not installed"
done
file "$usr/bin/timequest" | grep -q "stripped" && ! file "$usr/bin/timequest" | grep -q "not stripped" ||
  fail "/usr/bin/timequest is not stripped"
home=$(mktemp -d "${TMPDIR:-/tmp}/timequest-home.XXXXXX")
trap 'rm -rf "$root" "$home"' EXIT
export HOME=$home TZ=UTC LANG=C.UTF-8 NO_COLOR=1
version=$(dpkg-deb --field "$deb" Version)
for app in tq-player tq-parent tq-notify; do
  [[ $("$usr/bin/$app" --version) == "$version" ]] || fail "$app --version is not $version"
  [[ $("$usr/bin/$app" --help) == *"USAGE: $app"* ]] || fail "$app --help does not show its usage"
  [[ -s $usr/share/man/man1/$app.1.gz ]] || fail "no man page for $app"
  [[ -s $usr/share/bash-completion/completions/$app && -s $usr/share/zsh/vendor-completions/_$app &&
    -s $usr/share/fish/vendor_completions.d/$app.fish ]] || fail "a completion script of $app is missing"
done
[[ $("$usr/bin/timequest" tq-parent --version) == "$version" ]] || fail "timequest tq-parent --version"
# The demo household and the holidays are found from /usr/bin through ../share/timequest.
[[ -n $("$usr/bin/tq-player" today --demo) ]] || fail "tq-player today --demo printed nothing"
"$usr/bin/tq-parent" status --demo >/dev/null || fail "tq-parent status --demo failed"
[[ $("$usr/bin/tq-parent" calendar holidays list --format json) == *'"code": "DE"'* ]] || fail "the built-in holidays are not found"
[[ -s $usr/share/doc/timequest/copyright ]] || fail "no copyright file"
"${dpkg_root[@]}" --purge timequest >/dev/null
left=$(cd "$root" && find . -mindepth 1 -not -path './var' -not -path './var/lib' -not -path './var/lib/dpkg*')
[[ -z $left ]] || fail "left after removal: $left"

if command -v apt-get >/dev/null; then
  apt-get install --simulate -qq "$(readlink -f "$deb")" >/dev/null || fail "apt cannot install $deb here"
fi
if command -v lintian >/dev/null; then lintian --no-tag-display-limit "$deb" || true; fi
echo "check-deb: $deb installs, runs from /usr and removes cleanly ($(dpkg-deb --field "$deb" Installed-Size) KiB installed)"
