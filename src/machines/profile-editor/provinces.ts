/**
 * The 34 provinces and cities of the school picker (ids as the server's reference data,
 * migration 0002). The APIs offer no province list, only schools by province id; when one exists
 * this list should come from it.
 */
export interface ProvinceOption {
  id: number;
  name: string;
}

export const PROVINCES: readonly ProvinceOption[] = [
  { id: 1, name: 'Hà Nội' },
  { id: 2, name: 'TP. Hồ Chí Minh' },
  { id: 3, name: 'Hải Phòng' },
  { id: 4, name: 'Đà Nẵng' },
  { id: 5, name: 'Cần Thơ' },
  { id: 6, name: 'Huế' },
  { id: 7, name: 'Cao Bằng' },
  { id: 8, name: 'Điện Biên' },
  { id: 9, name: 'Hà Tĩnh' },
  { id: 10, name: 'Lai Châu' },
  { id: 11, name: 'Lạng Sơn' },
  { id: 12, name: 'Nghệ An' },
  { id: 13, name: 'Quảng Ninh' },
  { id: 14, name: 'Thanh Hóa' },
  { id: 15, name: 'Sơn La' },
  { id: 16, name: 'Tuyên Quang' },
  { id: 17, name: 'Lào Cai' },
  { id: 18, name: 'Thái Nguyên' },
  { id: 19, name: 'Phú Thọ' },
  { id: 20, name: 'Bắc Ninh' },
  { id: 21, name: 'Hưng Yên' },
  { id: 22, name: 'Ninh Bình' },
  { id: 23, name: 'Quảng Trị' },
  { id: 24, name: 'Quảng Ngãi' },
  { id: 25, name: 'Gia Lai' },
  { id: 26, name: 'Khánh Hòa' },
  { id: 27, name: 'Lâm Đồng' },
  { id: 28, name: 'Đắk Lắk' },
  { id: 29, name: 'Đồng Nai' },
  { id: 30, name: 'Tây Ninh' },
  { id: 31, name: 'Vĩnh Long' },
  { id: 32, name: 'Đồng Tháp' },
  { id: 33, name: 'Cà Mau' },
  { id: 34, name: 'An Giang' },
];
