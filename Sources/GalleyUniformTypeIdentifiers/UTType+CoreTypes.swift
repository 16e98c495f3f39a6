/// The common types, each as Apple declares it: identifier, filename extensions, MIME types and
/// the types it conforms to come from `BuiltInTypes`.
extension UTType {
    // MARK: - Base types

    /// A base type for every item: files, folders, links. (`public.item`)
    public static var item: UTType { UTType(declared: "public.item") }
    /// A base type for document content. (`public.content`)
    public static var content: UTType { UTType(declared: "public.content") }
    /// A base type for content that mixes kinds, such as a PDF. (`public.composite-content`)
    public static var compositeContent: UTType { UTType(declared: "public.composite-content") }
    /// A base type for byte streams: files and pasteboard data. (`public.data`)
    public static var data: UTType { UTType(declared: "public.data") }
    /// A base type for directories. (`public.directory`)
    public static var directory: UTType { UTType(declared: "public.directory") }
    /// A folder that people see as a folder. (`public.folder`)
    public static var folder: UTType { UTType(declared: "public.folder") }
    /// A mounted volume. (`public.volume`)
    public static var volume: UTType { UTType(declared: "public.volume") }
    /// A directory that people see as one file. (`com.apple.package`)
    public static var package: UTType { UTType(declared: "com.apple.package") }
    /// A directory with a standard structure that holds code or resources. (`com.apple.bundle`)
    public static var bundle: UTType { UTType(declared: "com.apple.bundle") }
    /// A symbolic link. (`public.symlink`)
    public static var symbolicLink: UTType { UTType(declared: "public.symlink") }
    /// A base type for executable items. (`public.executable`)
    public static var executable: UTType { UTType(declared: "public.executable") }
    /// A Unix executable. (`public.unix-executable`)
    public static var unixExecutable: UTType { UTType(declared: "public.unix-executable") }
    /// A URL. (`public.url`)
    public static var url: UTType { UTType(declared: "public.url") }
    /// A URL of a file. (`public.file-url`)
    public static var fileURL: UTType { UTType(declared: "public.file-url") }
    /// A base type for databases. (`public.database`)
    public static var database: UTType { UTType(declared: "public.database") }
    /// A base type for messages, such as email. (`public.message`)
    public static var message: UTType { UTType(declared: "public.message") }
    /// A base type for contact information. (`public.contact`)
    public static var contact: UTType { UTType(declared: "public.contact") }
    /// A base type for scheduled events. (`public.calendar-event`)
    public static var calendarEvent: UTType { UTType(declared: "public.calendar-event") }
    /// A base type for to-do items. (`public.to-do-item`)
    public static var toDoItem: UTType { UTType(declared: "public.to-do-item") }
    /// A base type for spreadsheets. (`public.spreadsheet`)
    public static var spreadsheet: UTType { UTType(declared: "public.spreadsheet") }
    /// A base type for presentations. (`public.presentation`)
    public static var presentation: UTType { UTType(declared: "public.presentation") }
    /// A base type for archives of files and folders. (`public.archive`)
    public static var archive: UTType { UTType(declared: "public.archive") }
    /// A disk image. (`public.disk-image`)
    public static var diskImage: UTType { UTType(declared: "public.disk-image") }
    /// A base type for fonts. (`public.font`)
    public static var font: UTType { UTType(declared: "public.font") }
    /// A base type for 3D content. (`public.3d-content`)
    public static var threeDContent: UTType { UTType(declared: "public.3d-content") }

    // MARK: - Text

    /// A base type for text, with or without markup. (`public.text`)
    public static var text: UTType { UTType(declared: "public.text") }
    /// Text without markup, in an unspecified encoding. (`public.plain-text`)
    public static var plainText: UTType { UTType(declared: "public.plain-text") }
    /// Plain text encoded as UTF-8. (`public.utf8-plain-text`)
    public static var utf8PlainText: UTType { UTType(declared: "public.utf8-plain-text") }
    /// Plain text encoded as UTF-16. (`public.utf16-plain-text`)
    public static var utf16PlainText: UTType { UTType(declared: "public.utf16-plain-text") }
    /// A base type for text of delimited values. (`public.delimited-values-text`)
    public static var delimitedText: UTType { UTType(declared: "public.delimited-values-text") }
    /// Text of comma-separated values (CSV). (`public.comma-separated-values-text`)
    public static var commaSeparatedText: UTType { UTType(declared: "public.comma-separated-values-text") }
    /// Text of tab-separated values. (`public.tab-separated-values-text`)
    public static var tabSeparatedText: UTType { UTType(declared: "public.tab-separated-values-text") }
    /// Rich Text Format. (`public.rtf`)
    public static var rtf: UTType { UTType(declared: "public.rtf") }
    /// HTML. (`public.html`)
    public static var html: UTType { UTType(declared: "public.html") }
    /// XML. (`public.xml`)
    public static var xml: UTType { UTType(declared: "public.xml") }
    /// YAML. (`public.yaml`)
    public static var yaml: UTType { UTType(declared: "public.yaml") }
    /// JSON. (`public.json`)
    public static var json: UTType { UTType(declared: "public.json") }
    /// A log file. (`public.log`)
    public static var log: UTType { UTType(declared: "public.log") }
    /// A vCard contact. (`public.vcard`)
    public static var vCard: UTType { UTType(declared: "public.vcard") }
    /// An email message. (`com.apple.mail.email`)
    public static var emailMessage: UTType { UTType(declared: "com.apple.mail.email") }

    // MARK: - Source code

    /// A base type for source code. (`public.source-code`)
    public static var sourceCode: UTType { UTType(declared: "public.source-code") }
    /// Swift source code. (`public.swift-source`)
    public static var swiftSource: UTType { UTType(declared: "public.swift-source") }
    /// C source code. (`public.c-source`)
    public static var cSource: UTType { UTType(declared: "public.c-source") }
    /// A C header. (`public.c-header`)
    public static var cHeader: UTType { UTType(declared: "public.c-header") }
    /// C++ source code. (`public.c-plus-plus-source`)
    public static var cPlusPlusSource: UTType { UTType(declared: "public.c-plus-plus-source") }
    /// A base type for scripts. (`public.script`)
    public static var script: UTType { UTType(declared: "public.script") }
    /// A shell script. (`public.shell-script`)
    public static var shellScript: UTType { UTType(declared: "public.shell-script") }
    /// A Python script. (`public.python-script`)
    public static var pythonScript: UTType { UTType(declared: "public.python-script") }
    /// A Ruby script. (`public.ruby-script`)
    public static var rubyScript: UTType { UTType(declared: "public.ruby-script") }
    /// JavaScript source code. (`com.netscape.javascript-source`)
    public static var javaScript: UTType { UTType(declared: "com.netscape.javascript-source") }

    // MARK: - Property lists

    /// A base type for property lists. (`com.apple.property-list`)
    public static var propertyList: UTType { UTType(declared: "com.apple.property-list") }
    /// A property list in XML. (`com.apple.xml-property-list`)
    public static var xmlPropertyList: UTType { UTType(declared: "com.apple.xml-property-list") }
    /// A property list in binary form. (`com.apple.binary-property-list`)
    public static var binaryPropertyList: UTType { UTType(declared: "com.apple.binary-property-list") }

    // MARK: - Images

    /// A base type for images. (`public.image`)
    public static var image: UTType { UTType(declared: "public.image") }
    /// A PNG image. (`public.png`)
    public static var png: UTType { UTType(declared: "public.png") }
    /// A JPEG image. (`public.jpeg`)
    public static var jpeg: UTType { UTType(declared: "public.jpeg") }
    /// A GIF image. (`com.compuserve.gif`)
    public static var gif: UTType { UTType(declared: "com.compuserve.gif") }
    /// A TIFF image. (`public.tiff`)
    public static var tiff: UTType { UTType(declared: "public.tiff") }
    /// A Windows bitmap image. (`com.microsoft.bmp`)
    public static var bmp: UTType { UTType(declared: "com.microsoft.bmp") }
    /// A HEIF image. (`public.heif`)
    public static var heif: UTType { UTType(declared: "public.heif") }
    /// A HEIC image. (`public.heic`)
    public static var heic: UTType { UTType(declared: "public.heic") }
    /// A WebP image. (`org.webmproject.webp`)
    public static var webP: UTType { UTType(declared: "org.webmproject.webp") }
    /// An SVG image. (`public.svg-image`)
    public static var svg: UTType { UTType(declared: "public.svg-image") }
    /// An Apple icon image. (`com.apple.icns`)
    public static var icns: UTType { UTType(declared: "com.apple.icns") }
    /// A Windows icon image. (`com.microsoft.ico`)
    public static var ico: UTType { UTType(declared: "com.microsoft.ico") }
    /// A base type for camera raw images. (`public.camera-raw-image`)
    public static var rawImage: UTType { UTType(declared: "public.camera-raw-image") }

    // MARK: - Documents

    /// A PDF document. (`com.adobe.pdf`)
    public static var pdf: UTType { UTType(declared: "com.adobe.pdf") }
    /// An EPUB document. (`org.idpf.epub-container`)
    public static var epub: UTType { UTType(declared: "org.idpf.epub-container") }

    // MARK: - Audio and video

    /// A base type for audio and video. (`public.audiovisual-content`)
    public static var audiovisualContent: UTType { UTType(declared: "public.audiovisual-content") }
    /// A base type for movies, with or without sound. (`public.movie`)
    public static var movie: UTType { UTType(declared: "public.movie") }
    /// A base type for video without sound. (`public.video`)
    public static var video: UTType { UTType(declared: "public.video") }
    /// A base type for audio without video. (`public.audio`)
    public static var audio: UTType { UTType(declared: "public.audio") }
    /// An MPEG-4 movie. (`public.mpeg-4`)
    public static var mpeg4Movie: UTType { UTType(declared: "public.mpeg-4") }
    /// A QuickTime movie. (`com.apple.quicktime-movie`)
    public static var quickTimeMovie: UTType { UTType(declared: "com.apple.quicktime-movie") }
    /// An AVI movie. (`public.avi`)
    public static var avi: UTType { UTType(declared: "public.avi") }
    /// An MPEG-1 or MPEG-2 movie. (`public.mpeg`)
    public static var mpeg: UTType { UTType(declared: "public.mpeg") }
    /// MP3 audio. (`public.mp3`)
    public static var mp3: UTType { UTType(declared: "public.mp3") }
    /// MPEG-4 audio. (`public.mpeg-4-audio`)
    public static var mpeg4Audio: UTType { UTType(declared: "public.mpeg-4-audio") }
    /// AIFF audio. (`public.aiff-audio`)
    public static var aiff: UTType { UTType(declared: "public.aiff-audio") }
    /// Waveform audio. (`com.microsoft.waveform-audio`)
    public static var wav: UTType { UTType(declared: "com.microsoft.waveform-audio") }
    /// MIDI audio. (`public.midi-audio`)
    public static var midi: UTType { UTType(declared: "public.midi-audio") }

    // MARK: - Archives

    /// A ZIP archive. (`public.zip-archive`)
    public static var zip: UTType { UTType(declared: "public.zip-archive") }
    /// A gzip archive. (`org.gnu.gnu-zip-archive`)
    public static var gzip: UTType { UTType(declared: "org.gnu.gnu-zip-archive") }
    /// A bzip2 archive. (`public.bzip2-archive`)
    public static var bz2: UTType { UTType(declared: "public.bzip2-archive") }
}
