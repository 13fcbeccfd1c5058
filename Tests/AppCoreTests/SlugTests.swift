import Testing

@testable import AppCore

@Suite("Calendar ids from names")
struct SlugTests {
  @Test("the words of the name are joined by dashes; a run of Han, kana or Hangul stays one word")
  func slugs() {
    #expect(Slug.make("Maple Grove Elementary") == "maple-grove-elementary")
    #expect(Slug.make("東京都立小学校 行事") == "東京都立小学校-行事")
    #expect(Slug.make("서울초등학교 학사일정") == "서울초등학교-학사일정")
    #expect(Slug.make("PTA総会") == "pta総会")
    #expect(Slug.make("Saint-Exupéry In-Service") == "saint-exupery-in-service")
    #expect(Slug.make("!!!") == "calendar")
  }
}
