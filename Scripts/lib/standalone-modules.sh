# Sourced by the scripts that compile CalendarIO outside SwiftPM (conformance, fuzzing, the calendar
# benchmark). build_base_modules WORK builds Domain and Platform, the two modules CalendarIO imports
# (as Package.swift declares), into WORK: each as WORK/NAME.swiftmodule and WORK/NAME.o, compiled
# with -O and without sanitizers, so a runner links "$WORK/Domain.o" "$WORK/Platform.o".
build_base_modules() {
  local work=$1 root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  local -a domain platform
  mapfile -t domain < <(find "$root/Modules/Domain" -name '*.swift' | sort)
  mapfile -t platform < <(find "$root/Modules/Platform" -name '*.swift' | sort)
  swiftc -O -wmo -parse-as-library -module-name Domain -emit-module -emit-module-path "$work/Domain.swiftmodule" \
    -emit-object -o "$work/Domain.o" "${domain[@]}"
  swiftc -O -wmo -parse-as-library -module-name Platform -I "$work" -emit-module \
    -emit-module-path "$work/Platform.swiftmodule" -emit-object -o "$work/Platform.o" "${platform[@]}"
}
