extension Picker where Label == KinemaUI.Label<Text, Image> {
    /// A picker whose label is a ``Label`` titled `title` with the SF Symbol `systemImage` as its
    /// icon (SwiftUI's `Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) { … }`).
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { KinemaUI.Label(title, systemImage: systemImage) }
    }
}
