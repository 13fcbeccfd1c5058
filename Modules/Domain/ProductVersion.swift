/// The one version of the three programs: their `--version`, and the `User-Agent` feeds are
/// fetched with, so that the two never tell a server and a parent different things.
public enum ProductVersion {
  public static let current = "0.1.0"
}
