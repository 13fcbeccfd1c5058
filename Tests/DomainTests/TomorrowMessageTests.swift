import Domain
import Testing

@Suite("Tomorrow's words (tq-notify --tomorrow)")
struct TomorrowMessageTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("chips say the day is tomorrow, in every kind of day")
  func chips() {
    let events = schoolYear()
    let chip = { (date: String) in ContextMessage.chip(for: engine.context(date, events), relative: .tomorrow) }
    #expect(chip("2026-10-14") == "School day tomorrow")
    #expect(chip("2026-12-18") == "Free afternoon tomorrow")
    #expect(chip("2026-12-21") == "Free day tomorrow · Winter Break")
    #expect(chip("2026-11-21") == "Weekend tomorrow")
    #expect(chip("2026-07-15") == "Summer break tomorrow")
    #expect(ContextMessage.chip(for: .calendarOff(day("2026-11-24")), relative: .tomorrow) == "Tomorrow · Tuesday")
    #expect(
      ContextMessage.chip(for: engine.context("2026-12-21", events), language: "de", relative: .tomorrow)
        == "Morgen: Freier Tag · Winter Break")
    // Today's words are unchanged.
    #expect(ContextMessage.chip(for: engine.context("2026-12-18", events)) == "Free afternoon today")
  }

  @Test("sentences say tomorrow, and what changes next counts from today")
  func sentences() {
    let events = schoolYear() + [allDay("Assembly", "2027-01-04")]
    // Seen from Sunday 3 January: Monday is tomorrow, and the next change is not "tomorrow" but Saturday.
    let monday = engine.context("2027-01-04", events)
    #expect(ContextMessage.nextPhrase(for: monday) == "Weekend from Saturday")
    #expect(
      ContextMessage.sentence(for: monday, relative: .tomorrow).hasPrefix("Monday 2027-01-04: School day tomorrow."))
    let friday = engine.context("2027-01-01", events)
    #expect(ContextMessage.nextPhrase(for: friday, relative: .tomorrow) == "School resumes Monday")
    #expect(
      ContextMessage.sentence(for: .calendarOff(day("2026-11-24")), relative: .tomorrow)
        == "Tomorrow, Tuesday 2026-11-24: the usual Tuesday (calendar reading is off).")
    #expect(
      ContextMessage.sentence(for: .calendarOff(day("2026-11-24")), language: "fr", relative: .tomorrow)
        == "Demain, mardi 2026-11-24 : un mardi comme d’habitude (lecture du calendrier désactivée).")
  }

  @Test("tomorrow's templates are in every pack's list the passive guard reads")
  func guardedTemplates() {
    for pack in MessagePack.all {
      for template in [
        pack.tomorrowChip, pack.freeDayTomorrowBecause, pack.freeAfternoonTomorrow, pack.weekdayTomorrow,
        pack.usualTomorrow, pack.usualTomorrowBecause,
      ] {
        #expect(pack.allTemplates.contains(template), "\(pack.language): \(template)")
      }
    }
  }
}
