extension Toggle where Label == KinemaUI.Label<Text, Image> {
    /// A toggle whose label is a ``Label`` titled `title` with the SF Symbol `systemImage` as its
    /// icon (SwiftUI's `Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)`).
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KinemaUI.Label(title, systemImage: systemImage) }
    }

    /// A toggle whose label is a ``Label`` titled `title` with the image the app registered as
    /// `image` as its icon.
    public init<S: StringProtocol>(_ title: S, image: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KinemaUI.Label(title, image: image) }
    }
}
