// Locale, calendar and time zone. Galley's defaults are fixed (en_US, Gregorian, UTC) rather
// than the machine's, so a snippet's output does not depend on where the site is built.

extension EnvironmentValues {
    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}
