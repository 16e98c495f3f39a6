extension Hover {
    /// ``kind`` in words, for the popover's first line ("local constant", "instance method").
    package var kindName: String {
        if let name = Self.kindNames[kind] { return name }
        return kind.split(separator: ".").reversed().joined(separator: " ")
    }

    private static let kindNames: [String: String] = [
        "var.local": "local variable", "var.global": "global variable", "var.instance": "property",
        "var.static": "static property", "var.class": "class property", "var.parameter": "parameter",
        "function.method.instance": "method", "function.method.static": "static method",
        "function.method.class": "class method", "function.free": "function", "function.constructor": "initializer",
        "function.operator.infix": "operator", "function.accessor.getter": "getter",
        "struct": "structure", "class": "class", "enum": "enumeration", "enumelement": "enumeration case",
        "protocol": "protocol", "typealias": "type alias", "associatedtype": "associated type",
        "generic_type_param": "generic parameter", "macro": "macro", "module": "module", "actor": "actor",
        "extension.struct": "extension",
    ]
}
