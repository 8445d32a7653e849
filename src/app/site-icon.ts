/**
 * The site's icon (a 48 px PNG, 615 bytes), written into every page as a data URL. As a file it
 * was fetched after the page's load event, which on a text page comes before the first paint
 * (the paint waits for the stylesheet): that request then lay on the paint's path in
 * Lighthouse's simulation of a slow phone, as it competes with the stylesheet on a real one.
 * Measured on the legal page: LCP 915–927 ms with the file, 770–778 ms inline (its static
 * copy's 761–774 ms). Not an SVG: Chrome decodes an SVG icon in an isolated SVG document on the
 * page's main thread, a 10–18 ms task after the first paint.
 */
export const SITE_ICON = {
  url: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAMAAABg3Am1AAAAzFBMVEVMaXGzUwmxVQeyUwezUwi0UwizUgm0UgmzUgi0UgizUgmzUgi0Ugm1UQezUwm1UAa0UwmzUga1UQe0UgezUwmzUwm0Ugi0Ugi0UgmxVQe0UgizUgmzUwmzUgi0Uwn////aqYTcr4z9+/nw3c67Yx+2Vw/47+m0VAq4XBflwqj1593s0r+3WhTftZW1VAvkwqfu18bDdTrqzrn+/v2/bS7JhE/OkGD79vHVnnT//v7brIj9+vj8+PTHgEnPkGHbrYm+aSnXo3z16d/05dqebjo1AAAAHnRSTlMA1iRDPZnY8+3u9JvAQr4m1yVFRMGcPpq/IevxvZhwC/ysAAAACXBIWXMAAC4jAAAuIwF4pT92AAABF0lEQVRIx+3WaU/CQBCA4Sm0lFtORcUdutyHCiJ44AX+//9kLVdblu1MYvSL78dmnibNJN0F+K6USaSFtnThrAzbTiqCVLa4nj9NCWIp03s/eV6IZMwFecGo4n6vYBWHKg9YkOCBAtg8YINg9meg61zfcEC7j3jbpoPRHboNe1TQaqJXs0UDH5+4aXVPAZMO7upMosHrA/p6mUWBN4mB5FwPHqcY6mmpAV0HFQVXCKF1qQqsEMLrUuVfIRysS5VvhXswQE0DBUBtPwvGzqYxETS2jxr/4PeB1IGFArzL40A+7wHzd3/JPVAMyPDAFZR5IAdQ58xn3XP6/IJ5sIOZJM+b68tGsUabz8d295m4ZUTswzasnDf6BRpaCfp/g6tJAAAAAElFTkSuQmCC",
  sizes: "48x48",
  type: "image/png",
};
