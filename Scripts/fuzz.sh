#!/usr/bin/env bash
# libFuzzer on the CalendarIO parser and recurrence expander, seeded from the shared corpus, then
# on the settings decoder (settings.json and every backup's settings) and on the backup decoder
# (`tq-parent import`), each seeded from JSON written here. What the two decoders accept is then
# shown by every read command's views (decode-then-display, Fuzz/Display*.swift); a backup is first
# imported into a database in memory and read back as the commands read it.
# Usage: Scripts/fuzz.sh [SECONDS]   (default 60 for the calendar target, a third of it for each
# decoder target; TQ_CORPUS overrides ../shared/corpus)
# Crashes land in fuzz-artifacts/ (git-ignored); the growing corpus in .build/fuzz/corpus.
set -euo pipefail
root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
seconds="${1:-60}"
corpus="${TQ_CORPUS:-$root/../shared/corpus}"
work="$root/.build/fuzz"
mkdir -p "$work/corpus" "$work/seeds" "$root/fuzz-artifacts"

# Domain and Platform without instrumentation, CalendarIO and the entry point with -sanitize=fuzzer,address.
source "$root/Scripts/lib/standalone-modules.sh"
build_base_modules "$work"
swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name CalendarFuzz -I "$work" \
  "$root"/Modules/CalendarIO/*.swift "$root/Fuzz/FuzzTarget.swift" "$work/Domain.o" "$work/Platform.o" \
  -o "$work/fuzz-calendar"

# Seeds: every .ics (mode byte 0x00/0x02…), every DTSTART+RRULE pair of libical's table (mode 0x01).
if [ -d "$corpus" ]; then
  i=0
  while IFS= read -r -d '' f; do
    { printf '\x%02x' $(( (i % 8) * 2 )); cat "$f"; } >"$work/seeds/ics-$i"
    i=$((i + 1))
  done < <(find "$corpus" -name '*.ics' -print0 | sort -z)
  if [ -f "$corpus/libical/icalrecur_test.txt" ]; then
    awk '/^RRULE:/ {r=substr($0,7)} /^DTSTART:/ {n++; printf "\001%s\n%s", substr($0,9), r > (dir "/rule-" n)}' \
      dir="$work/seeds" "$corpus/libical/icalrecur_test.txt"
  fi
else
  echo "fuzz: corpus not found at $corpus; starting without seeds" >&2
fi

cd "$root"
echo "fuzz: running for ${seconds}s" >&2
LSAN_OPTIONS="suppressions=$root/Scripts/fuzz/lsan.supp:print_suppressions=0" \
  "$work/fuzz-calendar" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 -artifact_prefix="$root/fuzz-artifacts/" "$work/corpus" "$work/seeds"

# The settings decoder: Domain, Storage and Presentation without instrumentation, Settings, the entry
# point and the views it shows decoded settings with (decode-then-display) with it.
mkdir -p "$work/settings-corpus" "$work/settings-seeds"
swiftc -O -wmo -parse-as-library -module-name Storage -emit-module -emit-module-path "$work/Storage.swiftmodule" \
  -emit-object -o "$work/Storage.o" "$root"/Modules/Storage/*.swift
swiftc -O -wmo -parse-as-library -module-name Presentation -I "$work" -emit-module \
  -emit-module-path "$work/Presentation.swiftmodule" -emit-object -o "$work/Presentation.o" \
  "$root"/Modules/Presentation/*.swift
display=("$root/Fuzz/DisplayEverything.swift" "$root/Fuzz/DisplaySettings.swift")
swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name SettingsFuzz -I "$work" \
  "$root"/Modules/Settings/*.swift "$root/Fuzz/SettingsFuzzTarget.swift" "${display[@]}" "$work/Domain.o" \
  "$work/Storage.o" "$work/Presentation.o" "$work/Platform.o" -o "$work/fuzz-settings"
printf '%s' '{}' >"$work/settings-seeds/empty"
printf '%s' '{"version":2,"calendar":{"enabled":true,"sources":[{"id":"s","location":"/tmp/s.ics","name":"School","role":"school"}],"selection":["s"],"playerSelection":{"Mia":["s"]},"rules":{"schoolWeek":["mon","tue"],"coreStart":"08:30","coreEnd":"13:15","keywords":{"languages":["en","de"],"added":[{"word":"Snow day","kind":"no-school"}],"removed":["Holiday"]}},"overrides":[{"from":"2026-12-21","through":"2026-12-23","kind":"free","note":"Trip"}]},"notifications":{"sink":"waybar","player":"Mia"},"future":{"x":[1,2.5,null,true]}}' \
  >"$work/settings-seeds/rich"
echo "fuzz: settings decoder for $((seconds / 3 + 1))s" >&2
"$work/fuzz-settings" -max_total_time=$((seconds / 3 + 1)) -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -print_final_stats=1 -artifact_prefix="$root/fuzz-artifacts/settings-" "$work/settings-corpus" "$work/settings-seeds"

# The backup decoder (`tq-parent import`): GRDB as SwiftPM builds it (uninstrumented, only its module
# and objects are used), Settings without instrumentation, Persistence and AppCore's backup files with it.
echo "fuzz: building GRDB with swift build" >&2
swift build --target GRDB >/dev/null
bin="$(swift build --show-bin-path)"
mkdir -p "$work/grdb" "$work/backup-corpus" "$work/backup-seeds"
# Only GRDB's module from SwiftPM's folder: its Domain and Settings would clash with the ones built here.
cp "$bin/Modules/GRDB.swiftmodule" "$work/grdb/" 2>/dev/null || cp -r "$bin/GRDB.swiftmodule" "$work/grdb/"
sqlite_map="$root/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap"
swiftc -O -wmo -parse-as-library -module-name Settings -emit-module -emit-module-path "$work/Settings.swiftmodule" \
  -I "$work" -emit-object -o "$work/Settings.o" "$root"/Modules/Settings/*.swift
swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name Persistence -emit-module \
  -emit-module-path "$work/Persistence.swiftmodule" -I "$work" -I "$work/grdb" -Xcc -fmodule-map-file="$sqlite_map" \
  -emit-object -o "$work/Persistence.o" "$root"/Modules/Persistence/*.swift "$root"/Modules/Persistence/Records/*.swift
swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name BackupFuzz -I "$work" -I "$work/grdb" \
  -Xcc -fmodule-map-file="$sqlite_map" -D BACKUP_FUZZ \
  "$root"/Modules/AppCore/Backup/{BackupDocument,BackupError,BackupValidation,HouseholdSnapshot+NFC}.swift \
  "$root/Fuzz/BackupFuzzTarget.swift" "${display[@]}" "$work/Persistence.o" "$work/Settings.o" "$work/Domain.o" \
  "$work/Storage.o" "$work/Presentation.o" "$work/Platform.o" "$bin"/GRDB.build/*.o -lsqlite3 -o "$work/fuzz-backup"
# Seeds: an empty household, and one with everything a backup holds (games, older plays, player settings).
printf '%s' '{"format":"timequest-backup","version":1,"household":{"players":[],"routines":[],"plays":[]},"settings":{}}' \
  >"$work/backup-seeds/empty"
cat >"$work/backup-seeds/rich" <<'JSON'
{"format":"timequest-backup","version":3,"household":{"players":[{"name":"Mia","pastTimes":"on","cue":false},{"name":"Leo"}],
"routines":[{"name":"Morning","player":"Mia","mode":"school-day","activeDays":["mon","tue","fri"],"tasks":[{"name":"Teeth","minutes":3},{"name":"Breakfast","minutes":15}]}],
"plays":[{"player":"Mia","routine":"Morning","playedAt":"2026-11-20T07:00:00Z","tasks":[{"name":"Teeth","estimateMinutes":3,"actualSeconds":170}]}],
"sessions":[{"player":"Mia","routine":"Morning","date":"2026-11-23","startedAt":"2026-11-23T07:00:00Z","finished":true,"tasks":[{"name":"Teeth","guessSeconds":180,"actualSeconds":200},{"name":"Breakfast","guessSeconds":600,"skipped":true}]}]},
"settings":{"version":2,"calendar":{"enabled":true,"rules":{"coreStart":"08:30","coreEnd":"13:15"}},"notifications":{"player":"Mia"}}}
JSON
echo "fuzz: backup decoder for $((seconds / 3 + 1))s" >&2
"$work/fuzz-backup" -max_total_time=$((seconds / 3 + 1)) -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
  -print_final_stats=1 -artifact_prefix="$root/fuzz-artifacts/backup-" "$work/backup-corpus" "$work/backup-seeds"
