/// The types GalleyUniformTypeIdentifiers declares, as Apple's system declares them: each
/// identifier with the types it conforms to directly, its filename extensions and MIME types
/// (the first of each is the preferred one) and a description.
///
/// A small table rather than the system's database: it holds the types of `UTType`'s static
/// properties and a few more that common filename extensions resolve to.
enum BuiltInTypes {
    struct Entry: Sendable {
        var parents: [String]
        var extensions: [String] = []
        var mimeTypes: [String] = []
        var description: String
    }

    /// The entry for `identifier`, if the table declares it.
    static func entry(_ identifier: String) -> Entry? { table[identifier] }

    /// The identifiers of the table, sorted, so lookups by tag have a stable order.
    static let identifiers: [String] = table.keys.sorted()

    // MARK: - The table

    private static let table: [String: Entry] = {
        var table: [String: Entry] = [:]
        func add(
            _ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = [],
            _ description: String
        ) {
            table[identifier] = Entry(
                parents: parents, extensions: extensions, mimeTypes: mime, description: description)
        }
        // Abstract bases and the physical hierarchy.
        add("public.item", [], "item")
        add("public.content", [], "content")
        add("public.composite-content", ["public.content"], "mixed content")
        add("public.data", ["public.item"], "data")
        add("public.directory", ["public.item"], "directory")
        add("public.folder", ["public.directory"], "folder")
        add("public.volume", ["public.folder"], "volume")
        add("com.apple.package", ["public.directory"], "package")
        add("com.apple.bundle", ["public.directory"], "bundle")
        add("public.symlink", ["public.item"], "symbolic link")
        add("public.executable", ["public.item"], "executable")
        add("public.unix-executable", ["public.data", "public.executable"], "Unix executable")
        add("public.url", ["public.data"], "URL")
        add("public.file-url", ["public.url"], "file URL")
        add("public.database", ["public.item"], "database")
        add("public.message", ["public.item"], "message")
        add("public.contact", ["public.item"], "contact")
        add("public.calendar-event", ["public.item"], "calendar event")
        add("public.to-do-item", ["public.item"], "to-do item")
        add("public.spreadsheet", ["public.content"], "spreadsheet")
        add("public.presentation", ["public.composite-content"], "presentation")
        add("public.archive", ["public.data"], "archive")
        add("public.disk-image", ["public.archive"], "disk image")
        add("public.font", ["public.data"], "font")
        add("public.3d-content", ["public.content"], "3D content")
        // Text.
        add("public.text", ["public.data", "public.content"], "text")
        add("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"], "plain text")
        add("public.utf8-plain-text", ["public.plain-text"], "Unicode text, UTF-8 encoded")
        add("public.utf16-plain-text", ["public.plain-text"], "Unicode text, UTF-16 encoded")
        add("public.delimited-values-text", ["public.text"], "delimited text")
        add(
            "public.comma-separated-values-text", ["public.delimited-values-text"], extensions: ["csv"],
            mime: ["text/csv", "text/comma-separated-values"], "comma-separated values")
        add(
            "public.tab-separated-values-text", ["public.delimited-values-text"], extensions: ["tsv"],
            mime: ["text/tab-separated-values"], "tab-separated values")
        add("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf", "application/rtf"], "rich text")
        add("public.html", ["public.text"], extensions: ["html", "htm"], mime: ["text/html"], "HTML text")
        add("public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"], "XML text")
        add("public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml"], "YAML")
        add("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"], "JSON")
        add(
            "net.daringfireball.markdown", ["public.plain-text"], extensions: ["md", "markdown"],
            mime: ["text/markdown"], "Markdown text")
        add("public.log", ["public.plain-text"], extensions: ["log"], "log file")
        add("public.vcard", ["public.text", "public.contact"], extensions: ["vcf"], mime: ["text/vcard"], "vCard")
        add("com.apple.ical.ics", ["public.text"], extensions: ["ics"], mime: ["text/calendar"], "iCalendar")
        add("public.css", ["public.text"], extensions: ["css"], mime: ["text/css"], "CSS style sheet")
        // Source code.
        add("public.source-code", ["public.plain-text"], "source code")
        add("public.swift-source", ["public.source-code"], extensions: ["swift"], "Swift source")
        add("public.c-source", ["public.source-code"], extensions: ["c"], "C source")
        add("public.c-header", ["public.source-code"], extensions: ["h"], "C header")
        add("public.c-plus-plus-source", ["public.source-code"], extensions: ["cpp", "cc", "cxx"], "C++ source")
        add("public.script", ["public.source-code"], "script")
        add("public.shell-script", ["public.script"], extensions: ["sh"], mime: ["application/x-sh"], "shell script")
        add(
            "public.python-script", ["public.script"], extensions: ["py"], mime: ["text/x-python-script"],
            "Python script")
        add("public.ruby-script", ["public.script"], extensions: ["rb"], mime: ["text/x-ruby-script"], "Ruby script")
        add(
            "com.netscape.javascript-source", ["public.script"], extensions: ["js", "mjs"],
            mime: ["text/javascript", "application/javascript"], "JavaScript")
        // Property lists.
        add("com.apple.property-list", ["public.data"], extensions: ["plist"], "property list")
        add("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "XML property list")
        add("com.apple.binary-property-list", ["com.apple.property-list"], "binary property list")
        // Images.
        add("public.image", ["public.data", "public.content"], "image")
        add("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"], "PNG image")
        add("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"], "JPEG image")
        add("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"], "GIF image")
        add("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"], "TIFF image")
        add("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"], "Windows bitmap image")
        add("public.heif", ["public.image"], extensions: ["heif"], mime: ["image/heif"], "HEIF image")
        add("public.heic", ["public.heif"], extensions: ["heic"], mime: ["image/heic"], "HEIC image")
        add("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"], "WebP image")
        add("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"], "SVG image")
        add("com.apple.icns", ["public.image"], extensions: ["icns"], "Apple icon image")
        add("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/x-icon"], "Windows icon image")
        add("public.camera-raw-image", ["public.image"], "raw image")
        // Documents.
        add(
            "com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"],
            mime: ["application/pdf"], "PDF document")
        add(
            "org.idpf.epub-container", ["public.data", "public.composite-content"], extensions: ["epub"],
            mime: ["application/epub+zip"], "EPUB document")
        add(
            "com.apple.mail.email", ["public.data", "public.message"], extensions: ["eml"],
            mime: ["message/rfc822"], "email message")
        // Audio and video.
        add("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content")
        add("public.movie", ["public.audiovisual-content"], "movie")
        add("public.video", ["public.movie"], "video")
        add("public.audio", ["public.audiovisual-content"], "audio")
        add("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpeg4"], mime: ["video/mp4"], "MPEG-4 movie")
        add(
            "com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"],
            "QuickTime movie")
        add("public.avi", ["public.movie"], extensions: ["avi"], mime: ["video/avi", "video/x-msvideo"], "AVI movie")
        add("public.mpeg", ["public.movie"], extensions: ["mpeg", "mpg"], mime: ["video/mpeg"], "MPEG movie")
        add("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"], "MP3 audio")
        add("public.mpeg-4-audio", ["public.audio"], extensions: ["m4a"], mime: ["audio/mp4"], "MPEG-4 audio")
        add("public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mime: ["audio/aiff"], "AIFF audio")
        add(
            "com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"],
            mime: ["audio/vnd.wave", "audio/wav"], "Waveform audio")
        add("public.midi-audio", ["public.audio"], extensions: ["mid", "midi"], mime: ["audio/midi"], "MIDI audio")
        // Archives.
        add("public.zip-archive", ["public.archive"], extensions: ["zip"], mime: ["application/zip"], "ZIP archive")
        add(
            "org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz", "gzip"], mime: ["application/gzip"],
            "gzip archive")
        add(
            "public.bzip2-archive", ["public.archive"], extensions: ["bz2"], mime: ["application/x-bzip2"],
            "bzip2 archive")
        add("public.tar-archive", ["public.archive"], extensions: ["tar"], mime: ["application/x-tar"], "tar archive")
        return table
    }()
}
