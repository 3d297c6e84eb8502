/** The product a review is about: image, brand, name and the option bought. */
interface Props {
  line: { prdNm: string; prdOptnNm: string; brandNm: string; imageUrl: string; productCode: string };
}

export function ProductLineHead({ line }: Props) {
  return (
    <div className="rvw-product">
      <img src={line.imageUrl} alt="" width={64} height={64} />
      <div>
        <p className="rvw-product__brand">{line.brandNm}</p>
        <p className="rvw-product__name">{line.prdNm}</p>
        <p className="rvw-product__option">옵션: {line.prdOptnNm}</p>
      </div>
    </div>
  );
}
