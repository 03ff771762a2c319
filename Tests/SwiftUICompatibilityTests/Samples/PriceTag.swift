import Kinema

struct PriceTag: View {
    let price: Double

    var body: some View {
        Text("Total: ").foregroundColor(.secondary)
            + Text(String(format: "$%.2f", price)).bold().foregroundColor(.green)
            + Text(" incl. tax").font(.caption).italic()
    }
}
