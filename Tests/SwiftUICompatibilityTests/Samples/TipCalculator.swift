import Kinema

struct TipCalculator: View {
    @State private var amount = "48.00"
    @State private var tipPercent = 18

    private var tip: Double { (Double(amount) ?? 0) * Double(tipPercent) / 100 }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tip Calculator")
                .font(.title2)
            TextField("Amount", text: $amount)
                .textFieldStyle(.roundedBorder)
            HStack {
                ForEach([15, 18, 20], id: \.self) { percent in
                    Button("\(percent)%") { tipPercent = percent }
                        .buttonStyle(.bordered)
                }
            }
            Text("Tip: ") + Text(String(format: "$%.2f", tip)).bold()
        }
        .frame(width: 240)
    }
}
