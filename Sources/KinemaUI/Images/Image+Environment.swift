private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

private struct ImageRegistryKey: EnvironmentKey {
    static let defaultValue = ImageRegistry.shared
}

extension EnvironmentValues {
    /// The scale of symbols below (`.imageScale(_:)`): `.large` draws them bold.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols below are coloured (`.symbolRenderingMode(_:)`); `nil` is monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// Where `Image(_ name:)` below looks images up (``ImageRegistry/shared`` by default).
    public var imageRegistry: ImageRegistry {
        get { self[ImageRegistryKey.self] }
        set { self[ImageRegistryKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbols in this subtree; in a terminal `.large` draws them bold (see
    /// ``Image/Scale``).
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.imageScale, scale)
    }

    /// Sets how symbols in this subtree are coloured (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(
        _ mode: SymbolRenderingMode?
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.symbolRenderingMode, mode)
    }

    /// Makes `Image(_ name:)` in this subtree look images up in `registry`.
    public func imageRegistry(_ registry: ImageRegistry) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.imageRegistry, registry)
    }
}
