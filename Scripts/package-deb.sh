#!/usr/bin/env bash
# Builds the Debian package of TimeQuest: OUT_DIR/timequest_VERSION_ARCH.deb (default OUT_DIR:
# .build/deb), installable with `apt install ./timequest_*.deb`. The tree (docs/packaging.md):
#   /usr/bin                   timequest (stripped), tq-player, tq-parent, tq-notify (links to it), tq-fetch
#   /usr/share/timequest       the demo household (Demo) and the built-in holidays (holidays)
#   /usr/share/man/man1        tq-player.1.gz, tq-parent.1.gz, tq-notify.1.gz
#   /usr/share/bash-completion/completions, /usr/share/zsh/vendor-completions,
#   /usr/share/fish/vendor_completions.d   the programs' completion scripts
#   /usr/share/doc/timequest/copyright     the licences of what the static binaries hold
# Depends: from dpkg-shlibdeps over the two binaries (the C and C++ runtimes and SQLite: the Swift
# runtime and Foundation are linked in). TQ_DEB_SKIP_BUILD=1 packages the release build already there;
# TQ_DEB_BIN=DIR the binaries and resource bundles in DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/deb}
command -v dpkg-deb >/dev/null || { echo "package-deb: dpkg-deb is missing (apt-get install dpkg)" >&2; exit 69; }
command -v python3 >/dev/null || { echo "package-deb: python3 writes the man pages; install it" >&2; exit 69; }
# shellcheck source=Scripts/lib/install-tree.sh
source Scripts/lib/install-tree.sh
if [[ -n ${TQ_DEB_BIN:-} ]]; then
  bin=$TQ_DEB_BIN
elif [[ ${TQ_DEB_SKIP_BUILD:-} == 1 ]]; then
  bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
else
  build_release
fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Modules/Domain/ProductVersion.swift)
arch=$(dpkg --print-architecture)
[[ -n $version ]] || { echo "package-deb: no version in Modules/Domain/ProductVersion.swift" >&2; exit 70; }

stage=$(mktemp -d "${TMPDIR:-/tmp}/timequest-deb.XXXXXX")
trap 'rm -rf "$stage"' EXIT
root=$stage/timequest_${version}_$arch
install_programs "$root/usr/bin"
install_data "$root/usr/share/timequest"
install_completions "$root/usr/bin" "$root/usr/share/bash-completion/completions" \
  "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/zsh/vendor-completions"
install -d "$root/usr/share/man/man1"
python3 Scripts/generate-man-pages "$root/usr/bin" "$root/usr/share/man/man1" >/dev/null
gzip -9n "$root"/usr/share/man/man1/*.1

# The binaries hold the Swift runtime, Foundation (with ICU's data), BoringSSL and the packages of
# Package.resolved: each one's licence goes with them, in Debian's copyright file.
doc=$root/usr/share/doc/timequest
install -d "$doc"
{
  echo "TimeQuest for Linux."
  [[ -f LICENSE ]] && { echo; cat LICENSE; }
  echo
  echo "The static binaries timequest and tq-fetch hold the Swift runtime and Foundation (the Swift"
  echo "toolchain's licence below; its ICU, in Foundation, is under the Unicode License v3,"
  echo "https://www.unicode.org/license.txt) and the Swift packages after it, each under its licence."
  echo "The built-in holidays (/usr/share/timequest/holidays) are generated from python-holidays, MIT"
  echo "licence: see /usr/share/timequest/holidays/README.md."
  for licence in "$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt" \
    .build/checkouts/*/LICENSE*; do
    [[ -f $licence ]] || continue
    name=$(basename "$(dirname "$licence")")
    [[ $name == swift && $licence != .build/* ]] && name="the Swift toolchain (runtime, Foundation, ICU)"
    printf '\n== %s ==\n\n' "$name"
    cat "$licence"
  done
} >"$doc/copyright"

# Depends: what the binaries need of the system, as dpkg-shlibdeps finds it from their NEEDED entries.
depends="libc6, libgcc-s1, libstdc++6, libsqlite3-0"
if command -v dpkg-shlibdeps >/dev/null; then
  mkdir -p "$stage/shlibdeps/debian"
  printf 'Source: timequest\n\nPackage: timequest\nArchitecture: any\n' >"$stage/shlibdeps/debian/control"
  found=$(cd "$stage/shlibdeps" && dpkg-shlibdeps -O "$root/usr/bin/timequest" "$root/usr/bin/tq-fetch" 2>/dev/null |
    sed -n 's/^shlibs:Depends=//p')
  [[ -n $found ]] && depends=$found
fi
# DEB_MAINTAINER (Name <address>), else git's user of this repository.
maintainer=${DEB_MAINTAINER:-"$(git config user.name || echo TimeQuest) <$(git config user.email || echo root@localhost)>"}
installed_kib=$(du -sk --apparent-size "$root" | cut -f1)
install -d "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: timequest
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kib
Depends: $depends
Section: utils
Priority: optional
Description: routines as a game of estimating time, for families
 tq-player shows a child today's quests and plays the estimation game; tq-parent
 sets up players, routines and the family's calendars (school days, holidays);
 tq-notify delivers the day's context to a terminal, a status bar or a desktop
 notification, daily from a systemd user timer.
CONTROL
mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/" >/dev/null
deb="$out/timequest_${version}_$arch.deb"
echo "package-deb: $deb ($(stat -c %s "$deb") bytes; installed $installed_kib KiB; Depends: $depends)"
