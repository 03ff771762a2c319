import Kinema

// A settings screen as SwiftUI code writes one, with a group box and a disclosure group. (With
// `Section(header:)` instead of `GroupBox` it does not compile yet: Section is being built.)
struct PrivacySettings: View {
    @State private var shareAnalytics = false
    @State private var personalizedAds = true
    @State private var retentionDays = 30
    @State private var showAdvanced = false

    var body: some View {
        Form {
            GroupBox("Privacy") {
                Toggle("Share Analytics", isOn: $shareAnalytics)
                Toggle("Personalized Ads", isOn: $personalizedAds)
            }
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                Stepper("Keep logs \(retentionDays) days", value: $retentionDays, in: 7...90, step: 7)
                Button("Erase All Data", role: .destructive) {}
            }
        }
        .frame(width: 320)
    }
}
