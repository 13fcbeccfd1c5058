/* libical baseline for Scripts/bench-calendar.sh: parse FILE and expand every VEVENT over
 * [FROM 00:00, day after TO 00:00) in the local zone (TZ), counting overlapping occurrences.
 * usage: ical_query FILE FROM TO   (dates as YYYY-MM-DD) */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static time_t local_midnight(const char *ymd, int add_days) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  if (sscanf(ymd, "%d-%d-%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday) != 3) {
    fprintf(stderr, "bad date %s\n", ymd);
    exit(64);
  }
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  tm.tm_mday += add_days;
  tm.tm_isdst = -1;
  return mktime(&tm);
}

struct counter { long occurrences; };

static void count_span(icalcomponent *comp, struct icaltime_span *span, void *data) {
  (void)comp;
  (void)span;
  ((struct counter *)data)->occurrences++;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s FILE FROM TO\n", argv[0]);
    return 64;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 66; }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (fread(text, 1, (size_t)size, f) != (size_t)size) { perror("read"); return 74; }
  text[size] = 0;
  fclose(f);

  icalcomponent *root = icalparser_parse_string(text);
  free(text);
  if (!root) { fprintf(stderr, "not iCalendar\n"); return 65; }
  icaltimezone *utc = icaltimezone_get_utc_timezone();
  struct icaltimetype start = icaltime_from_timet_with_zone(local_midnight(argv[2], 0), 0, utc);
  struct icaltimetype end = icaltime_from_timet_with_zone(local_midnight(argv[3], 1), 0, utc);
  struct counter c = {0};
  long events = 0;
  icalcomponent *cal = icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT
      ? root : icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT);
  for (; cal; cal = (cal == root ? NULL : icalcomponent_get_next_component(root, ICAL_VCALENDAR_COMPONENT))) {
    for (icalcomponent *ev = icalcomponent_get_first_component(cal, ICAL_VEVENT_COMPONENT); ev;
         ev = icalcomponent_get_next_component(cal, ICAL_VEVENT_COMPONENT)) {
      events++;
      icalcomponent_foreach_recurrence(ev, start, end, count_span, &c);
    }
  }
  printf("%ld events, %ld occurrences in window\n", events, c.occurrences);
  icalcomponent_free(root);
  return 0;
}
