internal import CSourceKitd
import Foundation
import Synchronization

/// The toolchain's SourceKit service, in process: requests as Swift values, answers read by key.
///
/// The only file that touches sourcekitd's C interface (`CSourceKitd` finds its functions with
/// `dlopen`). Requests and keys are those of SourceKit's protocol (`docs/Protocol.md` in the
/// Swift repository): `source.request.editor.open` for the tokens, `source.request.cursorinfo`
/// for what the compiler knows at one of them.
final class SourceKitd: @unchecked Sendable {
    /// One service per library: sourcekitd may be initialised once per process.
    private static let loaded = Mutex<[String: Result<SourceKitd, HoverError>]>([:])

    /// The service of the library at `library`, loaded and initialised on first use.
    static func shared(library: URL) throws(HoverError) -> SourceKitd {
        try loaded.withLock { services in
            if let known = services[library.path] { return known }
            var functions = galley_sourcekitd()
            let made: Result<SourceKitd, HoverError>
            if let problem = galley_sourcekitd_load(library.path, &functions) {
                made = .failure(.unavailable(library.path, String(cString: problem)))
            } else {
                functions.initialize!()
                made = .success(SourceKitd(functions))
            }
            services[library.path] = made
            return made
        }.get()
    }

    // Written once, in `shared`, before the value is published; only read afterwards.
    private let c: galley_sourcekitd

    private init(_ functions: galley_sourcekitd) { c = functions }

    /// A value of a request dictionary.
    enum Value {
        case string(String)
        case int(Int)
        case uid(String)
        case strings([String])
    }

    /// Sends `request` and reads its answer with `read`, which must not keep the ``Answer``.
    func send<T>(_ request: [String: Value], read: (Answer) -> T) throws(HoverError) -> T {
        let object = c.request_dictionary_create!(nil, nil, 0)
        defer { c.request_release!(object) }
        for (key, value) in request {
            let uid = c.uid_get_from_cstr!(key)
            switch value {
            case .string(let text): c.request_dictionary_set_string!(object, uid, text)
            case .int(let number): c.request_dictionary_set_int64!(object, uid, Int64(number))
            case .uid(let name): c.request_dictionary_set_uid!(object, uid, c.uid_get_from_cstr!(name))
            case .strings(let texts):
                let strings = texts.map { c.request_string_create!($0) }
                let array = strings.withUnsafeBufferPointer { c.request_array_create!($0.baseAddress, $0.count) }
                c.request_dictionary_set_value!(object, uid, array)
                c.request_release!(array)
                for string in strings { c.request_release!(string) }
            }
        }
        let response = c.send_request_sync!(object)
        defer { c.response_dispose!(response) }
        if c.response_is_error!(response) {
            throw .request(c.response_error_get_description!(response).map { String(cString: $0) } ?? "")
        }
        return read(Answer(service: self, variant: c.response_get_value!(response)))
    }

    /// A dictionary or array of an answer, valid while ``send(_:read:)`` reads it.
    struct Answer {
        fileprivate let service: SourceKitd
        fileprivate let variant: galley_sk_variant

        private var c: galley_sourcekitd { service.c }
        private func key(_ name: String) -> galley_sk_uid? { c.uid_get_from_cstr!(name) }

        /// The string at `key`, if there is one.
        func string(_ name: String) -> String? {
            guard let key = key(name), let text = c.variant_dictionary_get_string!(variant, key) else { return nil }
            return String(cString: text)
        }

        /// The integer at `key` (0 when there is none, as sourcekitd answers).
        func int(_ name: String) -> Int { key(name).map { Int(c.variant_dictionary_get_int64!(variant, $0)) } ?? 0 }

        /// The name of the UID at `key`, if there is one.
        func uid(_ name: String) -> String? {
            guard let key = key(name), let uid = c.variant_dictionary_get_uid!(variant, key),
                let text = c.uid_get_string_ptr!(uid)
            else { return nil }
            return String(cString: text)
        }

        /// The elements of the array at `key` (none when there is no array).
        func array(_ name: String) -> [Answer] {
            guard let key = key(name) else { return [] }
            let array = c.variant_dictionary_get_value!(variant, key)
            guard c.variant_get_type!(array) == Int32(GALLEY_SK_VARIANT_ARRAY) else { return [] }
            return (0..<c.variant_array_get_count!(array)).map {
                Answer(service: service, variant: c.variant_array_get_value!(array, $0))
            }
        }
    }
}
